// The results store: the one module that reads and writes the database. Everything the server keeps about
// players, runs and boards goes through a ResultsStore.
import { sql } from 'kysely';
import type { BoardKey } from './boards';
import type { StoreContext } from './context';
import type { DialectName } from './migrations';
import * as moderation from './moderation';
import * as players from './players';
import * as transferCodes from './transferCodes';
import * as boards from './readBoards';
import * as runs from './runs';
import * as tickets from './tickets';
import { isTransientError } from './transient';
import type {
  BoardRef,
  BoardRow,
  NewResult,
  NewRun,
  NewTicket,
  PlaceOnBoard,
  Player,
  PlayerRun,
  Replay,
  Report,
  RunTicket,
  SavedResult,
  SavedRun,
} from './types';
import { checkRun } from './validate';
import { WriteQueue, type WriteQueueOptions } from './writeQueue';
import { writeRuns, type QueuedRun } from './writeRuns';

export class ResultsStore {
  readonly dialect: DialectName;
  readonly #ctx: StoreContext;
  readonly #queue: WriteQueue<QueuedRun, SavedRun>;
  readonly #optimizeTimer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(ctx: StoreContext, queue: WriteQueueOptions = {}, optimizeEveryMs = 3_600_000) {
    this.#ctx = ctx;
    this.dialect = ctx.dialect;
    if (optimizeEveryMs > 0) {
      this.#optimizeTimer = setInterval(() => {
        this.optimize().catch(() => undefined);
      }, optimizeEveryMs);
      this.#optimizeTimer.unref();
    }
    this.#queue = new WriteQueue<QueuedRun, SavedRun>(
      {
        write: (items) => writeRuns(ctx, items),
        isTransient: isTransientError,
        isReachable: async () => {
          await sql`select 1`.execute(ctx.db);
          return true;
        },
      },
      // One line when writes start failing and one when they work again, never one per retry.
      { onProblem: (message) => console.warn(message), ...queue },
    );
  }

  // Writes through the queue ---------------------------------------------------------------------------

  /**
   * Queues a run and its results; never waits for the database. Throws StoreInputError at once for a run out
   * of bounds. The promise resolves once the run is committed (an acknowledged result survives a crash), and
   * rejects with StoreBusyError at once when the queue is full, or StoreRejectedError when the database
   * refuses this run (its ticket used, a player deleted). It is safe not to await it.
   */
  saveRun(run: NewRun): Promise<SavedRun> {
    const checked = checkRun(run);
    return this.#queue.push({ run: checked, createdAt: this.#ctx.now() });
  }

  /** saveRun for one player's run. */
  saveResult(result: NewResult): Promise<SavedResult> {
    const { playerId, seat, score, timeMs, verified, ...run } = result;
    const saved = this.saveRun({ ...run, results: [{ playerId, seat, score, timeMs, verified }] });
    return saved.then((s) => ({
      runId: s.runId,
      resultId: s.resultIds[0] as number,
      createdAt: s.createdAt,
    }));
  }

  /** Resolves once every run queued so far is written (or refused). */
  flush(): Promise<void> {
    return this.#queue.drained();
  }

  get queueStats() {
    return this.#queue.stats;
  }

  // Boards ---------------------------------------------------------------------------------------------

  topOf(board: BoardRef, options?: boards.BoardFilter & { limit?: number }): Promise<BoardRow[]> {
    return boards.topOf(this.#ctx, board, options);
  }

  async worldRecord(board: BoardRef): Promise<BoardRow | null> {
    return (await boards.topOf(this.#ctx, board, { limit: 1 }))[0] ?? null;
  }

  placeOf(
    board: BoardRef,
    playerId: number,
    filter?: boards.BoardFilter,
  ): Promise<PlaceOnBoard | null> {
    return boards.placeOf(this.#ctx, board, playerId, filter);
  }

  aroundMe(
    board: BoardRef,
    playerId: number,
    n: number,
    filter?: boards.BoardFilter,
  ): Promise<BoardRow[]> {
    return boards.aroundMe(this.#ctx, board, playerId, n, filter);
  }

  boardSize(board: BoardRef, filter?: boards.BoardFilter): Promise<number> {
    return boards.boardSize(this.#ctx, board, filter);
  }

  bestOf(playerId: number, board: Omit<BoardRef, 'period' | 'day'>): Promise<BoardRow | null> {
    return boards.bestOf(this.#ctx, playerId, board);
  }

  // Runs -----------------------------------------------------------------------------------------------

  playerRuns(
    playerId: number,
    options?: { limit?: number; game?: string; all?: boolean },
  ): Promise<PlayerRun[]> {
    return runs.playerRuns(this.#ctx, playerId, options);
  }

  replayOf(resultId: number): Promise<Replay | null> {
    return runs.replayOf(this.#ctx, resultId);
  }

  /** Of these results (at most 500), those whose replays are withheld now: today's daily challenge. */
  withheldReplays(resultIds: readonly number[]): Promise<Set<number>> {
    return runs.withheldReplays(this.#ctx, resultIds);
  }

  withheldDailyDate(resultId: number): Promise<string | null> {
    return runs.withheldDailyDate(this.#ctx, resultId);
  }

  ownerOfResult(resultId: number): Promise<number | null> {
    return runs.ownerOfResult(this.#ctx, resultId);
  }

  findRunWithLog(seed: number, log: Uint8Array): Promise<number | null> {
    return runs.findRunWithLog(this.#ctx, seed, log);
  }

  // Players and identity -------------------------------------------------------------------------------

  createPlayer(input: {
    secret: Uint8Array;
    name: string;
    country?: string | null;
  }): Promise<Player> {
    return players.createPlayer(this.#ctx, input);
  }

  /** Many new players in one transaction (imports, benches); every secret must be new. */
  createPlayers(
    inputs: ReadonlyArray<{ secret: Uint8Array; name: string; country?: string | null }>,
  ): Promise<Player[]> {
    return players.createPlayers(this.#ctx, inputs);
  }

  playerBySecret(secret: Uint8Array): Promise<Player | null> {
    return players.playerBySecret(this.#ctx, secret);
  }

  getPlayer(playerId: number): Promise<Player | null> {
    return players.getPlayer(this.#ctx, playerId);
  }

  renamePlayer(playerId: number, name: string): Promise<boolean> {
    return players.renamePlayer(this.#ctx, playerId, name);
  }

  setCountry(playerId: number, country: string | null): Promise<boolean> {
    return players.setCountry(this.#ctx, playerId, country);
  }

  deletePlayer(playerId: number): Promise<boolean> {
    return players.deletePlayer(this.#ctx, playerId);
  }

  createTransferCode(playerId: number): Promise<{ code: string; expiresAt: number }> {
    return transferCodes.createTransferCode(this.#ctx, playerId);
  }

  redeemTransferCode(code: string, newSecret: Uint8Array): Promise<Player | null> {
    return transferCodes.redeemTransferCode(this.#ctx, code, newSecret);
  }

  // Tickets and the daily challenge --------------------------------------------------------------------

  issueTicket(input: NewTicket): Promise<RunTicket> {
    return tickets.issueTicket(this.#ctx, input);
  }

  getTicket(id: string): Promise<RunTicket | null> {
    return tickets.getTicket(this.#ctx, id);
  }

  ticketOwnedBy(ticket: RunTicket, secret: Uint8Array): boolean {
    return tickets.ticketOwnedBy(ticket, secret);
  }

  pruneTickets(beforeMs: number): Promise<number> {
    return tickets.pruneTickets(this.#ctx, beforeMs);
  }

  dailySeed(game: string, day: string): Promise<number> {
    return tickets.dailySeed(this.#ctx, game, day);
  }

  // Moderation -----------------------------------------------------------------------------------------

  banPlayer(playerId: number, banned = true): Promise<boolean> {
    return players.setBanned(this.#ctx, playerId, banned);
  }

  voidResult(resultId: number): Promise<boolean> {
    return moderation.voidResult(this.#ctx, resultId);
  }

  addReport(input: {
    reporterId?: number | null;
    playerId: number;
    resultId?: number | null;
    reason: string;
  }): Promise<number> {
    return moderation.addReport(this.#ctx, input);
  }

  listReports(options?: { limit?: number; all?: boolean }): Promise<Report[]> {
    return moderation.listReports(this.#ctx, options);
  }

  resolveReport(reportId: number): Promise<boolean> {
    return moderation.resolveReport(this.#ctx, reportId);
  }

  // Lifetime -------------------------------------------------------------------------------------------

  /**
   * Refreshes the statistics the query planners choose indexes by (PostgreSQL's ANALYZE, SQLite's PRAGMA
   * optimize): a board that grew from nothing to thousands of rows is otherwise read as if it were tiny.
   */
  async optimize(): Promise<void> {
    if (this.dialect === 'postgres') {
      await sql`analyze players, results, boards, board_entries, board_counts`.execute(
        this.#ctx.db,
      );
    } else {
      await sql`pragma optimize`.execute(this.#ctx.db);
    }
  }

  /**
   * Stops taking runs, writes those waiting (up to `timeoutMs`), then closes the database. Returns how many
   * queued runs could not be written in time (lost, as in a crash).
   */
  async close(timeoutMs = 5000): Promise<number> {
    if (this.#closed) return 0;
    this.#closed = true;
    clearInterval(this.#optimizeTimer);
    const lost = await this.#queue.close(timeoutMs);
    await this.#ctx.db.destroy();
    return lost;
  }
}

export type { BoardKey };
