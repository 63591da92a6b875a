// @vitest-environment node
import { decodeRunLog, encodeRunLog, type RunLog } from '../../shared/runs/runLog';
import { GAME_IDS, RULES_VERSIONS } from '../../shared/runs/rulesVersions';
import { SUPERSEDING_INPUTS, inputType } from '../../shared/runs/runRecorder';
import type { GamePlayer, GameResultEntry } from '../../shared/games/core/types';
import { ALL_RULES } from '../../shared/games/allRules';
import { initGame, perform, simulate } from '../../shared/games/core/runner';
import { practicePlayers } from '../../shared/runs/replayRun';
import { ticketOf, type ReferenceLog } from './referenceLog';
import { playScripted } from './scriptedPlay';
import { loadReference, referenceProblem } from './testing/referenceLogs';
import { MAX_TOTAL_PAUSE_MS, ticketUsable, verifyRun, type VerifyResult } from './verifyRun';

function decoded(reference: ReferenceLog): RunLog {
  const result = decodeRunLog(reference.log);
  if (!result.ok) throw new Error(result.reason);
  return result.log;
}

/** The game's main press: its most frequent input that is neither the start nor a pointer move. */
function mainPress(log: RunLog): string {
  const superseding = SUPERSEDING_INPUTS[log.game] ?? [];
  const counts = new Map<string, number>();
  for (const { input } of log.inputs) {
    const type = inputType(input) as string;
    if (type !== 'start' && !superseding.includes(type))
      counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

const withInputs = (log: RunLog, inputs: RunLog['inputs']) => encodeRunLog({ ...log, inputs });

describe('reference logs', () => {
  it('say what to do when a game’s rules change', () => {
    const reference = loadReference('swimming');
    const ok = verifyRun(
      ticketOf(reference),
      reference.log,
      reference.claimed,
      reference.receivedAtMs,
    );
    expect(referenceProblem(reference, ok, reference.rulesVersion)).toBeNull();
    const changed = { ...ok, score: reference.expected.score + 1 } as VerifyResult;
    expect(referenceProblem(reference, changed, reference.rulesVersion)).toMatch(
      /did not: bump RULES_VERSIONS\['swimming'\].*re-record/,
    );
    expect(referenceProblem(reference, ok, reference.rulesVersion + 1)).toMatch(
      /now version 2: re-record/,
    );
  });

  it('exist for every game, played in a real browser and verified by its server', () => {
    const references = GAME_IDS.map((game) => loadReference(game));
    expect(references.map((reference) => reference.game)).toEqual(GAME_IDS);
    for (const { browser, expected } of references) {
      expect(browser?.engine).toMatch(/^(Chromium|Chrome|Firefox|WebKit) \d+/);
      expect(Date.parse(browser?.recordedAt ?? '')).not.toBeNaN();
      expect(browser?.serverVerdict).toEqual({ verified: true, score: expected.score });
    }
  });

  it.each(GAME_IDS)('by the scripted player verify too (%s)', (game) => {
    const reference = loadReference(game, 'scripted');
    expect(reference.browser).toBeUndefined();
    const result = verifyRun(
      ticketOf(reference),
      reference.log,
      reference.claimed,
      reference.receivedAtMs,
    );
    const problem = referenceProblem(reference, result, RULES_VERSIONS[game]);
    if (problem) throw new Error(problem);
  });
});

describe.each(GAME_IDS)('verifying %s', (game) => {
  const reference = loadReference(game);
  const ticket = ticketOf(reference);
  const log = decoded(reference);
  const verify = (
    encoded: unknown,
    claimed: unknown = reference.claimed,
    at = reference.receivedAtMs,
    runTicket = ticket,
  ) => verifyRun(runTicket, encoded, claimed, at);
  const rejected = (result: VerifyResult) => (result.ok ? 'accepted' : result.reason);

  it('takes its reference log, recorded under the current rules version', () => {
    const result = verify(reference.log);
    const problem = referenceProblem(reference, result, RULES_VERSIONS[game]);
    if (problem) throw new Error(problem);
    expect(result).toMatchObject({ ok: true, rulesVersion: RULES_VERSIONS[game] });
    // The bytes decode as given, too.
    expect(
      verify(decodeRunLog(reference.log).ok && Buffer.from(reference.log, 'base64')),
    ).toMatchObject({
      ok: true,
    });
  });

  it('plays its AI the same from the seed, whatever the players are called', () => {
    const rules = ALL_RULES[game];
    const seats = practicePlayers(log.seed, log.aiSeats);
    const renamed = seats.map((p, i) => (p.isAI ? { ...p, id: `room-ai-${i}`, name: `P${i}` } : p));
    const play = (players: GamePlayer[]) => {
      const ready = initGame(rules, players, log.settings, log.seed);
      const over = simulate(rules, perform(rules, ready, 'you', { type: 'start' }));
      return rules.results(over).map(({ score, time, position }) => ({ score, time, position }));
    };
    expect(play(seats)).toEqual(play(seats));
    expect(play(renamed)).toEqual(play(seats));
  });

  it('refuses an edited score', () => {
    const claimed = reference.claimed.map((entry: GameResultEntry) =>
      entry.playerId === 'you' ? { ...entry, score: entry.score + 2 } : entry,
    );
    expect(rejected(verify(reference.log, claimed))).toBe(
      'The re-played run does not give the results sent.',
    );
  });

  it('refuses an injected input', () => {
    const press = mainPress(log);
    const at = log.inputs.findIndex(
      ({ input }, i) => i > log.inputs.length / 3 && inputType(input) === press,
    );
    const inputs = log.inputs.toSpliced(at + 1, 0, {
      step: log.inputs[at]!.step + 1,
      input: log.inputs[at]!.input,
    });
    expect(rejected(verify(withInputs(log, inputs)))).not.toBe('accepted');
  });

  it('refuses a removed input', () => {
    // The press before the longest wait (a hold, the last stroke, a shot's release): one that counts.
    const press = mainPress(log);
    let at = -1;
    for (let i = 0; i < log.inputs.length - 1; i++) {
      const gap = log.inputs[i + 1]!.step - log.inputs[i]!.step;
      if (inputType(log.inputs[i]!.input) !== press) continue;
      if (at < 0 || gap > log.inputs[at + 1]!.step - log.inputs[at]!.step) at = i;
    }
    expect(rejected(verify(withInputs(log, log.inputs.toSpliced(at, 1))))).not.toBe('accepted');
  });

  it('refuses the run on another seed, or under another seed’s ticket', () => {
    const otherSeed = (log.seed + 1) >>> 0;
    const otherTicket = { ...ticket, seed: otherSeed };
    const moved = encodeRunLog({ ...log, seed: otherSeed });
    expect(
      rejected(verify(moved, reference.claimed, reference.receivedAtMs, otherTicket)),
    ).not.toBe('accepted');
    expect(
      rejected(verify(reference.log, reference.claimed, reference.receivedAtMs, otherTicket)),
    ).toBe('This run was played on another course than its ticket’s.');
  });

  it('refuses a log made for another ticket', () => {
    expect(rejected(verify(encodeRunLog({ ...log, ticketId: 'someone-else' })))).toBe(
      'This log belongs to another run’s ticket.',
    );
  });

  it('refuses a run slowed by 10%, and one fast-forwarded', () => {
    const seed = reference.ticket.seed;
    const slowed = playScripted({ game, seed, speed: 0.9 });
    const slowLog = encodeRunLog(slowed.log);
    expect(rejected(verifyRun(slowed.ticket, slowLog, slowed.results, slowed.receivedAtMs))).toBe(
      'The run took longer than its game time: the game was slowed down.',
    );
    const fast = playScripted({ game, seed, speed: 2 });
    expect(
      rejected(verifyRun(fast.ticket, encodeRunLog(fast.log), fast.results, fast.receivedAtMs)),
    ).toBe('The game ran faster than the clock: it was fast-forwarded.');
    // The same log, sent as if 10% slower or 10% faster.
    const gameMs = reference.expected.gameMs;
    expect(
      rejected(verify(reference.log, reference.claimed, ticket.issuedAt + gameMs / 0.9)),
    ).toMatch(/slowed/);
    expect(
      rejected(verify(reference.log, reference.claimed, ticket.issuedAt + gameMs * 0.9)),
    ).toMatch(/fast-forwarded/);
  });

  it('takes a short pause and refuses a long one', () => {
    const seed = reference.ticket.seed;
    const short = playScripted({ game, seed, pause: { afterMs: 4000, ms: 2000 } });
    expect(
      verifyRun(short.ticket, encodeRunLog(short.log), short.results, short.receivedAtMs),
    ).toMatchObject({ ok: true, pausedMs: 2000 });
    const long = playScripted({
      game,
      seed,
      pause: { afterMs: 4000, ms: MAX_TOTAL_PAUSE_MS + 1000 },
    });
    expect(
      rejected(verifyRun(long.ticket, encodeRunLog(long.log), long.results, long.receivedAtMs)),
    ).toBe('The game was paused too long to rank.');
  });

  it('refuses presses over the 15-a-second ceiling', () => {
    const press = mainPress(log);
    const at = log.inputs.findIndex(
      ({ input }, i) => i > log.inputs.length / 3 && inputType(input) === press,
    );
    const { step, input } = log.inputs[at]!;
    const flood = Array.from({ length: 20 }, (_, i) => ({ step: step + 2 * (i + 1), input }));
    const inputs = [...log.inputs.slice(0, at + 1), ...flood, ...log.inputs.slice(at + 1)].sort(
      (a, b) => a.step - b.step,
    );
    expect(rejected(verify(withInputs(log, inputs)))).toBe('Presses came faster than 15 a second.');
  });

  it('refuses a log the server did not send the ticket for, or a malformed one', () => {
    expect(rejected(verify('AAAA'))).toMatch(/^The run log is malformed: /);
    expect(rejected(verify(reference.log, { nope: 1 }))).toBe(
      'The results sent with the run are malformed.',
    );
    expect(
      rejected(
        verify(reference.log, reference.claimed, reference.receivedAtMs, {
          ...ticket,
          settings: { ...(ticket.settings as object), duration: 60 },
        }),
      ),
    ).toBe('This run was played with other settings than its ticket’s.');
  });

  it('gives the same stored log and hash for the same inputs under another ticket (a copy)', () => {
    const first = verify(reference.log);
    const copy = verify(
      encodeRunLog({ ...log, ticketId: 'another-ticket', startedAtMs: log.startedAtMs + 5 }),
      reference.claimed,
      reference.receivedAtMs,
      { ...ticket, id: 'another-ticket' },
    );
    if (!first.ok || !copy.ok) throw new Error('both should verify');
    expect(copy.logSha256).toBe(first.logSha256);
    expect(copy.logBytes).toEqual(first.logBytes);
    expect(first.logSha256).toMatch(/^[0-9a-f]{64}$/);
    const stored = decodeRunLog(first.logBytes);
    expect(stored.ok && stored.log.inputs).toEqual(log.inputs);
  });
});

describe('the ceiling and the ticket', () => {
  it('refuses steering flicked faster than a hand can', () => {
    const reference = loadReference('alpine-skiing');
    const log = decoded(reference);
    const start = log.inputs.find(({ input }) => inputType(input) === 'steer')!.step;
    const flicks = Array.from({ length: 40 }, (_, i) => ({
      step: start + 2 * i,
      input: { type: 'steer', direction: 'left', held: i % 2 === 0 },
    }));
    const inputs = [...log.inputs.filter(({ step }) => step < start), ...flicks];
    const result = verifyRun(
      ticketOf(reference),
      encodeRunLog({ ...log, inputs }),
      reference.claimed,
      reference.receivedAtMs,
    );
    expect(result).toEqual({ ok: false, reason: 'Presses came faster than 15 a second.' });
  });

  it('takes a ticket unused and unexpired only', () => {
    const ticket = { expiresAt: 10_000, usedAt: null };
    expect(ticketUsable(ticket, 9_999)).toEqual({ ok: true });
    expect(ticketUsable(ticket, 10_001)).toEqual({
      ok: false,
      reason: 'This run’s ticket has expired.',
    });
    expect(ticketUsable({ ...ticket, usedAt: 5_000 }, 6_000)).toEqual({
      ok: false,
      reason: 'This run’s ticket was already used.',
    });
  });
});
