// A game view plays from any source: here a scripted one, neither this device's rules nor a server room (what
// a replay is). The view is rendered unchanged inside a GameSourceContext; it shows what the script says at
// each moment, and this player's inputs go to the source, which ignores them.
import { fireEvent, render, screen } from '@testing-library/react';
import SwimmingGame from '../swimming/SwimmingGame';
import { controlAnimationFrames } from '../../test/animationFrames';
import { GameSourceContext, type GameSource, type GameSourceBinder } from './gameSource';
import { advance, initGame, perform } from '../../../shared/games/core/runner';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GamePlayer, GameRules, RulesState } from '../../../shared/games/core/types';
import { swimmingRules, type SwimmingState } from '../../../shared/games/swimming/rules';

const players: GamePlayer[] = [
  { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false },
  { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true },
];
const settings = { duration: 60, difficulty: 'medium' as const, rounds: 1 };

/** States by the time they show from, as a replay would hold them; inputs are kept, never applied. */
class ScriptedSource<S> implements GameSource<S> {
  readonly me = HUMAN_PLAYER_ID;
  readonly received: unknown[] = [];
  private startMs: number | null = null;
  private shown: S;
  constructor(private readonly script: readonly { atMs: number; state: S }[]) {
    this.shown = script[0]!.state;
  }
  view(nowMs: number): S {
    this.startMs ??= nowMs;
    const at = nowMs - this.startMs;
    for (const step of this.script) if (step.atMs <= at) this.shown = step.state;
    return this.shown;
  }
  latest(): S {
    return this.shown;
  }
  send(input: unknown) {
    this.received.push(input);
  }
  pause() {}
  subscribe() {
    return () => {};
  }
}

/** A race scripted with the rules: started, past GO, then three strokes of yours 200 ms apart. */
function scriptedRace(): { atMs: number; state: SwimmingState }[] {
  let state = initGame(swimmingRules, players, settings, 5);
  const script = [{ atMs: 0, state }];
  state = perform(swimmingRules, state, HUMAN_PLAYER_ID, { type: 'start' });
  state = advance(swimmingRules, state, COUNTDOWN_MS);
  script.push({ atMs: 1000, state });
  for (let stroke = 1; stroke <= 3; stroke++) {
    state = perform(swimmingRules, state, HUMAN_PLAYER_ID, { type: 'stroke' });
    state = advance(swimmingRules, state, 200);
    script.push({ atMs: 1000 + stroke * 200, state });
  }
  return script;
}

describe('a game view on a scripted source', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the script’s states as they come and hands this player’s inputs to the source', () => {
    const frames = controlAnimationFrames();
    const source = new ScriptedSource(scriptedRace());
    const binder: GameSourceBinder = {
      me: HUMAN_PLAYER_ID,
      bind: <S extends RulesState>(rules: GameRules<S, unknown>) => {
        expect(rules).toBe(swimmingRules);
        return source as unknown as GameSource<S>;
      },
    };
    const onFinish = vi.fn();
    render(
      <GameSourceContext.Provider value={binder}>
        <SwimmingGame players={players} settings={settings} seed={5} onFinish={onFinish} />
      </GameSourceContext.Provider>,
    );
    // The script's first state: the ready screen.
    expect(screen.getByRole('button', { name: 'Start Swimming!' })).toBeInTheDocument();
    frames.run(1, 0);
    frames.run(1, 1000);
    const stroke = screen.getByRole('button', { name: /STROKE/ });
    expect(stroke).toHaveTextContent('STROKE 0');
    frames.run(1, 400);
    expect(stroke).toHaveTextContent('STROKE 2');
    // This player's press goes to the source, which shows what its script says, not the press.
    fireEvent.click(stroke);
    expect(source.received).toEqual([{ type: 'stroke' }]);
    expect(stroke).toHaveTextContent('STROKE 2');
    frames.run(1, 200);
    expect(stroke).toHaveTextContent('STROKE 3');
    expect(onFinish).not.toHaveBeenCalled();
  });
});
