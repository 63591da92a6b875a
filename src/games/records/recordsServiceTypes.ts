// The verified-results service's contract as the games area uses it: whether a game server keeps results,
// the records per game, each play's verdict, and what the service does (recordsService.ts makes it).
import type { GameId, GameResultEntry, GameSettings } from '../../../shared/games/core/types';
import type { RunRecorder } from '../../../shared/runs/runRecorder';
import type { CountryChoice } from './countryChoice';
import type { GhostRace } from './ghostText';
import type { Identity } from './identity';
import type {
  BoardRow,
  GhostChoice,
  Place,
  Records,
  ResultsClient,
  RunTicket,
} from './resultsClient';

export type Availability = 'unknown' | 'yes' | 'no';

export type Verdict =
  | { status: 'pending' }
  | {
      status: 'verified';
      kind: 'practice' | 'daily' | 'ghost';
      /** The stored result: its replay's address names it. */
      resultId: number;
      place: { today?: Place | null; week?: Place | null; allTime?: Place | null };
      worldRecord: BoardRow | null;
      /** A ghost race: your result and the ghost's. */
      ghostRace?: GhostRace;
    }
  | { status: 'rejected'; reason: string; ghostRace?: GhostRace }
  /** No game server: the results stay on this device. */
  | { status: 'offline' };

export interface RecordsSnapshot {
  availability: Availability;
  /** Per game: the records once the server answered, null when it could not. */
  records: Partial<Record<GameId, Records | null>>;
  /** Per play id: what the server said of the run. */
  verdicts: Readonly<Record<number, Verdict>>;
}

export interface RecordsService {
  readonly identity: Identity;
  readonly client: ResultsClient;
  /** The country this player chose for the boards, kept on this device. */
  readonly country: CountryChoice;
  get(): RecordsSnapshot;
  subscribe(listener: () => void): () => void;
  /** Asks once whether a game server answers (again after a failure); resolves with the answer. */
  probe(): Promise<boolean>;
  /** Fetches a game's world record and this player's best (without making an identity). */
  loadRecords(game: GameId): void;
  /** A ticket for a run starting now, or null when there is no server or it refused (the verdict says why). */
  requestTicket(
    playId: number,
    game: GameId,
    settings: GameSettings,
    daily: boolean,
    ghostOf?: GhostChoice,
  ): Promise<RunTicket | null>;
  /** The recorder of a verified play (made once per play). */
  recorderFor(playId: number, game: GameId, ticket: RunTicket, aiSeats: number): RunRecorder;
  /** Sends a verified play's log and results; its verdict follows. */
  submitRun(playId: number, results: readonly GameResultEntry[], name: string): Promise<void>;
  /**
   * Keeps the country on this device (sent with the next verified run) and, when this browser already has
   * results, changes it on the server at once; rejects with the server's one line when that fails.
   */
  chooseCountry(country: string | null): Promise<void>;
  /** A play started without a ticket: say so on its results screen. */
  markUnverified(playId: number, verdict: Verdict): void;
}
