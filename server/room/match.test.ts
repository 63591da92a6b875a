// @vitest-environment node
// A press made at a screen's GO can reach the server in the countdown's last moment: it waits for GO there.
import { COUNTDOWN_MS } from '../../shared/games/core/countdown';
import type { GamePlayer } from '../../shared/games/core/types';
import { TICK_MS } from '../../shared/protocol/lockstep';
import { RemoteGame } from '../../src/games/online/remoteGame';
import { swimmingRules, type SwimmingState } from '../../shared/games/swimming/rules';
import { GO_GRACE_MS, Match } from './match';

const players: GamePlayer[] = [
  { id: 'p1', name: 'Asha', avatar: 'Asha', isAI: false },
  { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false },
];
const settings = { duration: 30, difficulty: 'medium' as const, rounds: 1 };

const newMatch = () => new Match('swimming', 1, players, settings, 42);
const strokesOf = (match: Match, id: string) =>
  (match.state as SwimmingState).swimmers.find((s) => s.player.id === id)!.strokes;
const countdownLeft = (match: Match) => (match.state as SwimmingState).countdownMs;

/** Runs ticks until the countdown has `leftMs` or less to go. */
function runUntilLeft(match: Match, leftMs: number) {
  while (countdownLeft(match) > leftMs) match.runTick();
}

describe('a press at GO', () => {
  it('a press in the countdown’s last moment counts at the first tick after GO, acknowledged with it', () => {
    const match = newMatch();
    runUntilLeft(match, GO_GRACE_MS);
    expect((match.state as SwimmingState).phase).toBe('countdown');
    expect(match.take('p1', 1, { type: 'stroke' })).toBe(true);
    const ticks = [];
    while (strokesOf(match, 'p1') === 0 && ticks.length < 10) ticks.push(match.runTick());
    expect(strokesOf(match, 'p1')).toBe(1);
    const applied = ticks.findIndex(([, , inputs]) => inputs.length > 0);
    const acked = ticks.findIndex(([, , , acks]) => acks.some(([seat]) => seat === 0));
    expect(applied).toBe(ticks.length - 1);
    // The ack travels with the tick that applies the press, not before it.
    expect(acked).toBe(applied);
    expect(ticks[applied]![2]).toEqual([[0, { type: 'stroke' }]]);
  });

  it('a press earlier in the countdown is refused, and acknowledged at once', () => {
    const match = newMatch();
    runUntilLeft(match, COUNTDOWN_MS - 1000);
    expect(match.take('p2', 7, { type: 'stroke' })).toBe(true);
    const [, , inputs, acks] = match.runTick();
    expect(inputs).toEqual([]);
    expect(acks).toEqual([[1, 7]]);
    while ((match.state as SwimmingState).phase === 'countdown') match.runTick();
    for (let i = 0; i < 5; i += 1) match.runTick();
    expect(strokesOf(match, 'p2')).toBe(0);
  });

  it('the screen shows its press at its own GO while the server’s last tick still counts down', () => {
    const match = newMatch();
    runUntilLeft(match, GO_GRACE_MS);
    const sent: number[] = [];
    const screen = new RemoteGame(swimmingRules, 'p1', (seq) => sent.push(seq));
    screen.start(match.toMessage(), 0);
    // The screen carries the state past GO by the time since the last tick.
    const atGo = GO_GRACE_MS + TICK_MS;
    expect(screen.view(atGo)!.phase).toBe('playing');
    screen.send({ type: 'stroke' }, atGo);
    expect(sent).toEqual([1]);
    const mine = (state: SwimmingState) => state.swimmers.find((s) => s.player.id === 'p1')!;
    expect(mine(screen.view(atGo)!).strokes).toBe(1);
    expect(screen.confirmedState()!.phase).toBe('countdown');
  });
});
