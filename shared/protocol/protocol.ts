// What the browser and the game server say to each other about a room. Shared by both sides, so
// a message can only be written the way it is read; the server parses every message from a client with the
// parsers below and drops whatever does not parse.
import type {
  Difficulty,
  GameId,
  GameResultEntry,
  GameSettings,
  GamePlayer,
} from '../games/core/types';
import type { ListedStatus, RoomStatus, RoomType } from '../rooms/types';

/** The Colyseus room types the server defines. */
export const GAME_ROOM = 'game';
export const LOBBY_ROOM = 'lobby';

/**
 * Answers { gameServer: true } where a game server runs. A static host answers with a page (or nothing):
 * the site then knows, without a failed request in the console, that rooms are simulated in the tab.
 */
export const HEALTH_PATH = '/api/health';

/** Where the server takes an invite code (HTTP POST, JSON { code, name, avatar }). */
export const JOIN_BY_CODE_PATH = '/api/join-by-code';

/** Why the join-by-code endpoint said no. */
export type JoinByCodeError =
  'not-found' | 'full' | 'too-many-attempts' | 'bad-request' | 'network';

/**
 * What the game server answers (HTTP 429, as the JSON's `error`) when a visitor's address reached one of its
 * limits; the lobby shows the sentence as it is.
 */
export const LIMIT_MESSAGES = {
  rooms: 'Too many rooms made from your connection: wait a minute, then try again.',
  joins: 'Too many tries to join a room from your connection: wait a minute, then try again.',
  sockets:
    'Too many game connections are open from your connection: close other tabs of this site, then try again.',
} as const;

/** Messages from a client. */
export const CLIENT_MESSAGES = {
  /** Host only, while waiting: start the game. */
  start: 'start',
  /** A player's input for their own seat: { q: sequence number, i: the game's input }. */
  input: 'input',
  /** Host only, once a game is over: the next round. */
  again: 'again',
  /** A guest, once a game is over: { ready } marks (or unmarks) the sender ready for the host's next round. */
  ready: 'ready',
} as const;

/** Messages from the server. */
export const SERVER_MESSAGES = {
  /** A game began (or you joined or came back mid-game): the whole state to run from. */
  game: 'game',
  /**
   * Server ticks, in order, TICKS_PER_MESSAGE at a time (fewer at a round's end or before a snapshot): each
   * the inputs applied at its start, then TICK_MS of game time.
   */
  tick: 't',
  /** The whole state now and then, to correct any drift. */
  snapshot: 'snap',
  /** The game is over: the leaderboard everyone sees. */
  results: 'results',
  /** Something the player should read, e.g. the room closing. */
  notice: 'notice',
} as const;

/** Who joins: the name others see and the avatar's seed. */
export interface JoinOptions {
  name: string;
  avatar: string;
  /**
   * This browser's results identity, when it has one (made at its first verified run): the room keeps its
   * rounds in the player's history. Sent in the matchmaker's POST body, never in a URL or the room's state.
   */
  identity?: string;
}

/**
 * Join options that ask for no seat: the client watches a public room's game (from its state now, then the
 * same ticks as the players) and nothing it sends is taken.
 */
export const WATCH_OPTION = { watch: true } as const;

/** The lobby's view of a room (Colyseus room metadata). */
export interface RoomListing {
  name: string;
  sport: GameId;
  type: RoomType;
  status: ListedStatus;
  players: number;
  maxPlayers: number;
  duration: number;
  difficulty: Difficulty;
}

export interface GameMessage {
  round: number;
  tick: number;
  players: GamePlayer[];
  settings: GameSettings;
  /** The rules' state at `tick`, as JSON. */
  state: unknown;
}

/** [seat index, the input] applied at the start of a tick. */
export type TickInput = [seat: number, input: unknown];
/** [seat index, the last sequence number the server took from that seat (applied or dropped)]. */
export type TickAck = [seat: number, seq: number];
export type TickMessage = [round: number, tick: number, inputs: TickInput[], acks: TickAck[]];
/** What one 't' message carries: consecutive ticks. */
export type TickBatch = TickMessage[];

/**
 * The game runs at 20 ticks a second (TICK_MS) on the server and in every browser, but the ticks travel two
 * at a time, ten messages a second: each message costs the server a write on every member's socket, and that
 * was its largest cost. Your own input shows at once (predicted); others' inputs arrive up to one tick later.
 */
export const TICKS_PER_MESSAGE = 2;

export interface SnapshotMessage {
  round: number;
  tick: number;
  state: unknown;
}

export interface ResultsMessage {
  round: number;
  results: GameResultEntry[];
}

export interface NoticeMessage {
  text: string;
}

export interface InputMessage {
  q: number;
  i: unknown;
}

export const MAX_SEQUENCE = 2 ** 31 - 1;
/** Every game's input is a flat object of a few short fields ({ type: 'steer', direction, held } at most). */
export const MAX_INPUT_FIELDS = 4;
export const MAX_INPUT_TEXT = 16;

/**
 * An input message: a whole sequence number and something shaped like an input. The room then asks the game's
 * own isInput, and refuses 'start' (only the host starts, with its own message).
 */
export function parseInputMessage(value: unknown): InputMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { q, i } = value as { q?: unknown; i?: unknown };
  if (typeof q !== 'number' || !Number.isInteger(q) || q < 0 || q > MAX_SEQUENCE) return null;
  if (!isSmallFlatObject(i)) return null;
  return { q, i };
}

/**
 * A plain object of at most MAX_INPUT_FIELDS fields, each a finite number, a boolean or a short string: all
 * an input ever is, so nothing bigger or stranger is ever relayed to the other players.
 */
function isSmallFlatObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value);
  if (entries.length > MAX_INPUT_FIELDS) return false;
  return entries.every(([, field]) =>
    typeof field === 'number'
      ? Number.isFinite(field)
      : typeof field === 'boolean' || (typeof field === 'string' && field.length <= MAX_INPUT_TEXT),
  );
}

export interface ReadyMessage {
  ready: boolean;
}

/**
 * A ready message is exactly { ready: true | false }: it names no member (the server marks the sender), and
 * anything more or else in it is refused.
 */
export function parseReadyMessage(value: unknown): ReadyMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (Object.getPrototypeOf(value) !== Object.prototype) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== 'ready') return null;
  const { ready } = value as { ready?: unknown };
  return typeof ready === 'boolean' ? { ready } : null;
}

/** A room member as the room's synchronised state carries it (server/room/roomState.ts). */
export interface MemberView {
  id: string;
  name: string;
  avatar: string;
  isAI: boolean;
  connected: boolean;
  waitingForNextRound: boolean;
  /** Pressed Play Again on the last round's results: ready for the host's next round. */
  ready: boolean;
  order: number;
}

/** The room's synchronised state as a client reads it (the decoded Colyseus schema). */
export interface RoomStateView {
  name: string;
  sport: string;
  type: string;
  inviteCode: string;
  status: RoomStatus;
  hostId: string;
  maxPlayers: number;
  duration: number;
  difficulty: string;
  round: number;
  /** How many spectators watch the room (clients with no seat). */
  watching: number;
  /** A quick-match room before its first round: seconds until AI players take the empty seats (0: none). */
  aiJoinIn?: number;
  members: {
    readonly size: number;
    get(id: string): MemberView | undefined;
    forEach(callback: (member: MemberView, id: string) => void): void;
  };
}
