// Room games witnessed by the server: when a room's round ends, its results go to the history of each human who
// has an identity, as one `room` run (the room's inputs, its seed and settings, one result per such human).
// Room runs never rank on the world boards. Nothing here runs on the tick's path beyond appending the tick's
// inputs to an array: the identity lookups, the encoding and the write happen after, and the write queue never
// blocks (a full queue refuses the run, which is then only logged).
//
// How a human is known: the browser may add its identity secret to its join options (`identity`, base64url,
// sent in the matchmaker's POST body, never a URL). The room looks the player up once, keeps only the player's
// id, and never puts the secret in the room's state. A human who sends none, or whose secret names no
// player yet (no verified run so far), is skipped: a room result alone never makes a player.
import { RULES_VERSIONS } from '../../shared/runs/rulesVersions';
import { MAX_ROOM_INPUTS, ROOM_LOG_FORMAT, type RoomSeat } from '../../shared/runs/roomLog';
import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import type {
  GamePlayer,
  GameResultEntry,
  GameId,
  GameSettings,
} from '../../shared/games/core/types';
import type { TickMessage } from '../../shared/protocol/protocol';
import { quietLog } from '../log/quietLog';
import type { NewRunResult, ResultsStore } from '../store/index';
import { decodeSecret } from './identitySecret';
import { boardVariant } from './runSettings';

const deflate = promisify(deflateRaw);

/** The store's bound on a log; a room's inputs past it are kept as the header alone. */
const MAX_LOG_BYTES = 64 * 1024;
const TIME_MS_MAX = 2 ** 22 - 1;
export { ROOM_LOG_FORMAT };

interface Witnessing {
  store: ResultsStore;
  rulesVersionOf: (game: GameId) => number;
}

let witnessing: Witnessing | null = null;

/** The store room results go to (the process has one), or null to keep none. */
export function witnessRoomsWith(
  wiring: { store: ResultsStore; rulesVersionOf?: (game: GameId) => number } | null,
) {
  witnessing = wiring
    ? {
        store: wiring.store,
        rulesVersionOf: wiring.rulesVersionOf ?? ((game) => RULES_VERSIONS[game]),
      }
    : null;
}

export interface FinishedRound {
  roomId: string;
  game: GameId;
  settings: GameSettings;
  seed: number;
  players: readonly GamePlayer[];
  /** The tick the round ended on. */
  endTick: number;
  results: readonly GameResultEntry[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class RoomWitness {
  /** A session's player, once its identity was looked up and found. */
  private readonly players = new Map<string, number>();
  private inputs: [tick: number, seat: number, input: unknown][] = [];
  private overflow = false;

  /** A human joined with these options: look up the player its identity names, if it sent one. */
  join(sessionId: string, options: unknown) {
    const to = witnessing;
    const raw =
      typeof options === 'object' && options !== null
        ? (options as { identity?: unknown }).identity
        : undefined;
    const secret = raw === undefined ? null : decodeSecret(raw);
    if (!to || !secret) return;
    to.store.playerBySecret(secret).then(
      (player) => {
        if (player) this.players.set(sessionId, player.id);
      },
      (error: unknown) =>
        quietLog.note('results: room identity', `results: room identity: ${describe(error)}`),
    );
  }

  /** The session left the room: its next results are nobody's. */
  forget(sessionId: string) {
    this.players.delete(sessionId);
  }

  /** A round starts: its inputs are recorded from here. */
  start() {
    this.inputs = [];
    this.overflow = false;
  }

  /** One tick of the round (on the tick's path: an append, nothing more). */
  record(tick: TickMessage) {
    if (!witnessing || this.players.size === 0) return;
    const [, number, inputs] = tick;
    if (inputs.length === 0) return;
    if (this.inputs.length + inputs.length > MAX_ROOM_INPUTS) {
      this.overflow = true;
      return;
    }
    for (const [seat, input] of inputs) this.inputs.push([number, seat, input]);
  }

  /** The round is over: its results go to the identified humans' histories, after the tick. */
  finish(round: FinishedRound) {
    const to = witnessing;
    const inputs = this.overflow ? null : this.inputs;
    this.inputs = [];
    const results = resultsOf(round, this.players);
    if (!to || results.length === 0) return;
    setImmediate(() => {
      save(to, round, inputs, results).catch((error: unknown) =>
        quietLog.note('results: room run', `results: a room run was not kept: ${describe(error)}`),
      );
    });
  }
}

function resultsOf(round: FinishedRound, players: ReadonlyMap<string, number>): NewRunResult[] {
  const results: NewRunResult[] = [];
  round.players.forEach((seat, index) => {
    const playerId = players.get(seat.id);
    const entry = round.results.find((r) => r.playerId === seat.id);
    if (seat.isAI || playerId === undefined || !entry) return;
    if (results.some((r) => r.playerId === playerId)) return; // one identity in two seats
    results.push({
      playerId,
      seat: index,
      score: Math.round(entry.score),
      timeMs: Math.min(TIME_MS_MAX, Math.max(0, Math.round(entry.time * 1000))),
      verified: true,
    });
  });
  return results;
}

/**
 * The room's inputs as compact bytes (deflated JSON on the thread pool); the header alone if too large. The
 * seats keep their names and not their ids (the room's session ids), which a replay has no use for.
 */
async function encodeLog(round: FinishedRound, inputs: unknown[] | null): Promise<Buffer> {
  const seats: RoomSeat[] = round.players.map(({ name, avatar, isAI }) => ({ name, avatar, isAI }));
  const header = {
    format: ROOM_LOG_FORMAT,
    roomId: round.roomId,
    seed: round.seed,
    endTick: round.endTick,
    seats,
  };
  if (inputs) {
    const bytes = await deflate(Buffer.from(JSON.stringify({ ...header, inputs })));
    if (bytes.length <= MAX_LOG_BYTES) return bytes;
  }
  return deflate(Buffer.from(JSON.stringify({ ...header, inputs: null })));
}

async function save(
  to: Witnessing,
  round: FinishedRound,
  inputs: unknown[] | null,
  results: NewRunResult[],
) {
  await to.store.saveRun({
    game: round.game,
    rulesVersion: to.rulesVersionOf(round.game),
    variant: boardVariant(round.settings),
    kind: 'room',
    settings: round.settings,
    seed: round.seed,
    log: await encodeLog(round, inputs),
    roomId: round.roomId,
    results,
  });
}
