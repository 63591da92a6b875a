// Verified results as the games area sees them: whether a game server keeps results (asked once, when a
// practice or the boards first need it), the world record and this player's best per game (for the ready
// screens), run tickets, the recorder of a verified run, and each play's verdict for its results screen. Its
// contract and snapshot are declared in recordsServiceTypes.ts.
import type { GameId, GameResultEntry } from '../../../shared/games/core/types';
import { createRunRecorder, type RunRecorder } from '../../../shared/runs/runRecorder';
import { bytesToBase64, encodeRunLog } from '../../../shared/runs/runLog';
import type { ProbeServer } from '../online/onlineService';
import { createCountryChoice, type CountryChoice } from './countryChoice';
import type { Identity } from './identity';
import type { GhostRace } from './ghostText';
import type { RecordsService, RecordsSnapshot, Verdict } from './recordsServiceTypes';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import {
  NO_ANSWER,
  ResultsApiError,
  type Records,
  type ResultsClient,
  type RunTicket,
} from './resultsClient';

/** How long Start waits for a ticket before the run starts unverified. */
export const TICKET_TIMEOUT_MS = 2_500;
/** A server that did not answer is asked again after this long. */
const PROBE_AGAIN_MS = 30_000;

export const CORRUPT_IDENTITY_REASON =
  'Your saved results identity could not be read: see the World records dialog.';

interface Options {
  probe: ProbeServer;
  origin: string;
  now?: () => number;
  wallClock?: () => number;
  /** A test's services: start knowing there is no server, so Start needs no wait. */
  knownOffline?: boolean;
  /** Where the chosen country is kept (localStorage by default). */
  country?: CountryChoice;
}

/** A ghost race's two results, from this run's (its human seat's) and the ghost's the ticket gave. */
function ghostRaceOf(
  game: GameId,
  ticket: RunTicket,
  results: readonly GameResultEntry[],
): GhostRace | undefined {
  const you = results.find((entry) => entry.playerId === HUMAN_PLAYER_ID);
  if (!ticket.ghost || !you) return undefined;
  return {
    game,
    ghostName: ticket.ghost.playerName,
    durationS: ticket.settings.duration,
    you: { score: you.score, timeS: you.time },
    ghost: { score: ticket.ghost.score, timeMs: ticket.ghost.timeMs },
  };
}

export function createRecordsService(
  client: ResultsClient,
  identity: Identity,
  {
    probe,
    origin,
    now = () => performance.now(),
    wallClock = () => Date.now(),
    knownOffline = false,
    country = createCountryChoice(),
  }: Options,
): RecordsService {
  let snapshot: RecordsSnapshot = {
    availability: knownOffline ? 'no' : 'unknown',
    records: {},
    verdicts: {},
  };
  const listeners = new Set<() => void>();
  const set = (change: Partial<RecordsSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of [...listeners]) listener();
  };
  const setVerdict = (playId: number, verdict: Verdict) =>
    set({ verdicts: { ...snapshot.verdicts, [playId]: verdict } });

  let probing: Promise<boolean> | null = knownOffline ? Promise.resolve(false) : null;
  let probedAt = knownOffline ? Number.POSITIVE_INFINITY : 0;
  const runs = new Map<number, { game: GameId; ticket: RunTicket; recorder: RunRecorder }>();
  const loading = new Set<GameId>();

  const probeOnce = (): Promise<boolean> => {
    if (probing && (snapshot.availability !== 'no' || now() - probedAt < PROBE_AGAIN_MS)) {
      return probing;
    }
    probedAt = now();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), TICKET_TIMEOUT_MS);
    probing = probe(origin, abort.signal)
      .catch(() => false)
      .then((answered) => {
        clearTimeout(timer);
        set({ availability: answered ? 'yes' : 'no' });
        return answered;
      });
    return probing;
  };

  const withTimeout = <T>(promise: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ResultsApiError(NO_ANSWER, 0)), TICKET_TIMEOUT_MS);
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const reasonOf = (error: unknown) =>
    error instanceof ResultsApiError ? error.message : NO_ANSWER;

  return {
    identity,
    client,
    country,
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    probe: probeOnce,
    loadRecords(game) {
      if (loading.has(game) || snapshot.records[game] !== undefined) return;
      loading.add(game);
      void probeOnce().then(async (answered) => {
        if (!answered) {
          loading.delete(game);
          return;
        }
        const saved = identity.peek();
        let records: Records | null = null;
        try {
          records = await client.records(game, saved.kind === 'secret' ? saved.secret : null);
        } catch {
          records = null;
        }
        loading.delete(game);
        set({ records: { ...snapshot.records, [game]: records } });
      });
    },
    async requestTicket(playId, game, settings, daily, ghostOf) {
      if (!(await withTimeout(probeOnce()).catch(() => false))) {
        setVerdict(playId, { status: 'offline' });
        return null;
      }
      const secret = identity.ensure();
      if (!secret) {
        setVerdict(playId, { status: 'rejected', reason: CORRUPT_IDENTITY_REASON });
        return null;
      }
      try {
        return await withTimeout(client.ticket(secret, game, settings, daily, ghostOf));
      } catch (error) {
        setVerdict(playId, { status: 'rejected', reason: reasonOf(error) });
        return null;
      }
    },
    recorderFor(playId, game, ticket, aiSeats) {
      const known = runs.get(playId);
      if (known) return known.recorder;
      const recorder = createRunRecorder({
        ticketId: ticket.ticketId,
        game,
        rulesVersion: ticket.rulesVersion,
        settings: ticket.settings,
        seed: ticket.seed,
        aiSeats,
        startedAtMs: wallClock(),
      });
      runs.set(playId, { game, ticket, recorder });
      return recorder;
    },
    async submitRun(playId, results, name) {
      const run = runs.get(playId);
      if (!run) return;
      runs.delete(playId);
      const log = bytesToBase64(encodeRunLog(run.recorder.finish(wallClock())));
      const secret = identity.ensure();
      if (!secret) {
        setVerdict(playId, { status: 'rejected', reason: CORRUPT_IDENTITY_REASON });
        return;
      }
      setVerdict(playId, { status: 'pending' });
      const ghostRace = ghostRaceOf(run.game, run.ticket, results);
      const raced = ghostRace ? { ghostRace } : {};
      const chosenCountry = country.get();
      try {
        const verdict = await client.submit(secret, {
          ticketId: run.ticket.ticketId,
          log,
          claimed: [...results],
          ...(name ? { name } : {}),
          ...(chosenCountry !== undefined ? { country: chosenCountry } : {}),
        });
        setVerdict(
          playId,
          verdict.verified
            ? {
                status: 'verified',
                kind: run.ticket.kind,
                resultId: verdict.resultId,
                // A ghost race ranks nowhere: no places and no world record of its own.
                place: 'ranked' in verdict ? {} : verdict.place,
                worldRecord: 'ranked' in verdict ? null : verdict.worldRecord,
                ...raced,
              }
            : { status: 'rejected', reason: verdict.reason, ...raced },
        );
        // The ready screen's records are stale now.
        const records = { ...snapshot.records };
        delete records[run.game];
        set({ records });
      } catch (error) {
        setVerdict(playId, { status: 'rejected', reason: reasonOf(error), ...raced });
      }
    },
    async chooseCountry(chosen) {
      country.set(chosen);
      const saved = identity.peek();
      if (saved.kind !== 'secret') return;
      try {
        await client.setCountry(saved.secret, chosen);
      } catch (error) {
        // No results yet for this secret: the country goes with its first verified run.
        if (error instanceof ResultsApiError && error.status === 404) return;
        throw error;
      }
    },
    markUnverified: setVerdict,
  };
}
