// A spectator's view of a room's game: the game's own view (swimming here, unchanged) behind the game-source
// seam, fed the server's ticks like a player's, with no seat: it shows the race as it stands and goes on with
// it, binds no keys, and nothing it is asked to do reaches the server.
import { fireEvent, render, screen } from '@testing-library/react';
import SwimmingGame from '../swimming/SwimmingGame';
import { controlAnimationFrames } from '../../test/animationFrames';
import { GameSourceContext, type GameSourceBinder } from '../core/gameSource';
import { ALL_RULES } from '../../../shared/games/allRules';
import type { GamePlayer, RulesState } from '../../../shared/games/core/types';
import type { SwimmingState } from '../../../shared/games/swimming/rules';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import { runTick, TICK_MS } from '../../../shared/protocol/lockstep';
import { initGame, perform } from '../../../shared/games/core/runner';
import type { TickInput, TickMessage } from '../../../shared/protocol/protocol';
import { RemoteGame } from './remoteGame';
import { watchOnlySource } from './watchOnlySource';

const players: GamePlayer[] = [
  { id: 'p1', name: 'Asha', avatar: 'Asha', isAI: false },
  { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false },
];
const settings = { duration: 30, difficulty: 'medium' as const, rounds: 1 };
const rules = ALL_RULES.swimming;

/** The race as the server runs it (server/room/match.ts): started by the host, one tick at a time. */
function serverRace() {
  const race = {
    state: perform(rules, initGame(rules, players, settings, 11), 'p1', { type: 'start' }),
    tick: 0,
    /** Runs one tick with these inputs; returns its message. */
    run(inputs: TickInput[] = []): TickMessage {
      const seatInputs = inputs.map(([seat, input]) => ({ playerId: players[seat]!.id, input }));
      race.state = runTick(rules, race.state, seatInputs);
      race.tick += 1;
      return [1, race.tick, inputs, []];
    },
    message: () => ({ round: 1, tick: race.tick, players, settings, state: race.state }),
  };
  return race;
}

describe('a spectator’s game view', () => {
  let frames: ReturnType<typeof controlAnimationFrames>;
  beforeEach(() => {
    frames = controlAnimationFrames();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the race from the moment it came in, follows the ticks, and sends nothing', () => {
    // The race on the server: past GO, Asha has stroked; the spectator comes in now.
    const race = serverRace();
    while (race.tick * TICK_MS <= COUNTDOWN_MS) race.run();
    race.run([[0, { type: 'stroke' }]]);
    const sent = vi.fn();
    const remote = new RemoteGame(rules, 'spectator', sent);
    remote.start(race.message(), performance.now());
    const binder: GameSourceBinder = {
      me: 'spectator',
      watchOnly: true,
      bind: <S extends RulesState>() => watchOnlySource(remote as unknown as RemoteGame<S>),
    };
    render(
      <GameSourceContext.Provider value={binder}>
        <SwimmingGame players={[]} settings={settings} seed={0} onFinish={() => {}} />
      </GameSourceContext.Provider>,
    );
    frames.run(1, 10);
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByText('Ben')).toBeInTheDocument();
    const stroke = screen.getByRole('button', { name: /STROKE/ });

    // Its presses are nobody's: not shown, not sent; Space is left to the page (a stroke would prevent it).
    fireEvent.click(stroke);
    expect(fireEvent.keyDown(window, { key: ' ' })).toBe(true);
    frames.run(1, 10);
    expect(sent).not.toHaveBeenCalled();

    // The players' next ticks arrive: the spectator's confirmed race is the server's.
    remote.onTick(race.run([[1, { type: 'stroke' }]]), performance.now());
    frames.run(1, 10);
    expect(remote.confirmedState()).toEqual(race.state);
    expect((race.state as SwimmingState).swimmers.map((s) => s.strokes)).toEqual([1, 1]);
    expect(sent).not.toHaveBeenCalled();
  });
});
