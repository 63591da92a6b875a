// One room on the game server as this browser holds it: the room's state for the screens, the rounds'
// lockstep messages for the game view, the results, and a reconnection when the connection drops.
import type { Client, Room } from 'colyseus.js';
import type { GameRules, RulesState } from '../../../../shared/games/core/types';
import { localizeNames } from '../localizeNames';
import {
  CLIENT_MESSAGES,
  SERVER_MESSAGES,
  type GameMessage,
  type MemberView,
  type NoticeMessage,
  type ReadyMessage,
  type ResultsMessage,
  type RoomStateView,
  type SnapshotMessage,
  type TickBatch,
  type TickMessage,
} from '../../../../shared/protocol/protocol';
import { RemoteGame } from '../remoteGame';
import { watchOnlySource } from '../watchOnlySource';
import type { GameSource } from '../../core/gameSource';
import { localGames } from '../../core/localGameSource';
import type { OnlineRoom, OnlineRoomView } from '../onlineTypes';
import { forgetRoom, rememberRoom } from '../savedRoom';
import type { GameId } from '../../../../shared/games/core/types';

/** How long this browser keeps trying to get back into its room (the server keeps the seat 20 s). */
const RECONNECT_FOR_MS = 18_000;
const RECONNECT_EVERY_MS = 1_000;
/** Ticks kept for a game view that is still loading (a minute of play at most). */
const MAX_BUFFERED_TICKS = 1_200;
const CLOSE_CONSENTED = 4000;
/** How long a joined room may take to send its first state before the join counts as failed. */
export const FIRST_STATE_TIMEOUT_MS = 10_000;
/** Colyseus's answers to a reconnection whose room no longer exists or no longer holds the seat. */
const ROOM_GONE_CODES = new Set([4212 /* invalid room id */, 4214 /* expired */]);

export const CONNECTION_LOST = 'The connection to the game server was lost.';
export const ROOM_CLOSED = 'The room was closed.';
export const ROOM_GONE =
  'This room is no longer on the game server (the server running it stopped). Back to the lobby to join or start another game.';

/**
 * A joined room, handed out only once its first state has arrived: the state comes a moment after the join
 * itself, and until then nothing says which game the room plays (a guest once got a swimming session, and a
 * swimming best saved, in a 30 s archery room). Resolves with null (the seat given up) if it never comes.
 */
export async function openRoom(
  client: Client,
  room: Room<RoomStateView>,
  timeoutMs = FIRST_STATE_TIMEOUT_MS,
  watchOnly = false,
): Promise<ColyseusRoom | null> {
  // Listening from the first moment, so no message of the room is missed while its state is on its way.
  const opened = new ColyseusRoom(client, room, watchOnly);
  if (await opened.firstState(timeoutMs)) return opened;
  await opened.leave();
  return null;
}

export class ColyseusRoom implements OnlineRoom {
  private room: Room<RoomStateView>;
  private roomView: OnlineRoomView | null = null;
  private base: GameMessage | null = null;
  private buffered: TickMessage[] = [];
  private remote: RemoteGame | null = null;
  private lastResults: ResultsMessage | null = null;
  private closed: string | null = null;
  private leaving = false;
  private listeners = new Set<() => void>();
  private changes = 0;

  constructor(
    private readonly client: Client,
    room: Room<RoomStateView>,
    /** A spectator: no seat, sends nothing, and its game view binds no keys. */
    readonly watchOnly = false,
  ) {
    this.room = room;
    this.listen(room);
  }

  get id() {
    return this.room.roomId;
  }
  get sessionId() {
    return this.room.sessionId;
  }
  get me() {
    return this.room.sessionId;
  }
  get reconnectionToken() {
    return this.room.reconnectionToken;
  }

  view(): OnlineRoomView {
    // openRoom hands a room out only once this is set; reaching here earlier is a bug in this module.
    if (!this.roomView) throw new Error('The room was used before its state arrived.');
    return this.roomView;
  }

  /** Resolves true once the room's first state is here, false after `timeoutMs` without it. */
  firstState(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.roomView) return resolve(true);
      const timer = setTimeout(() => {
        stop();
        resolve(false);
      }, timeoutMs);
      const stop = this.subscribe(() => {
        if (!this.roomView) return;
        clearTimeout(timer);
        stop();
        resolve(true);
      });
    });
  }

  results = () => this.lastResults;
  closedReason = () => this.closed;

  version = () => this.changes;

  roundPlayers = () => this.base?.players ?? null;

  seatedRound(): number | null {
    const base = this.base;
    if (base && this.watchOnly) return base.round;
    return base && base.players.some((p) => p.id === this.sessionId) ? base.round : null;
  }

  /**
   * The game view's rules arrive with its chunk: the round's game starts from what has come in so far. A
   * view this device has no seat in plays on this device.
   */
  bind<S extends RulesState>(rules: GameRules<S, unknown>, createState: () => S): GameSource<S> {
    const base = this.base;
    if (!base || (!this.watchOnly && !base.players.some((p) => p.id === this.sessionId)))
      return localGames.bind(rules, createState);
    if (this.remote && this.remote.round === base.round) {
      const remote = this.remote as unknown as RemoteGame<S>;
      return this.watchOnly ? watchOnlySource(remote) : remote;
    }
    const remote = new RemoteGame<S>(
      rules,
      this.sessionId,
      (q, i) => this.room.send(CLIENT_MESSAGES.input, { q, i }),
      (state) => localizeNames(state, this.sessionId),
    );
    const now = performance.now();
    remote.start(base, now);
    for (const tick of this.buffered) remote.onTick(tick, now);
    this.buffered = [];
    this.remote = remote as unknown as RemoteGame;
    return this.watchOnly ? watchOnlySource(remote) : remote;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  // A spectator asks nothing of the room (the server would drop it anyway).
  start() {
    if (!this.watchOnly) this.room.send(CLIENT_MESSAGES.start, {});
  }

  again() {
    if (!this.watchOnly) this.room.send(CLIENT_MESSAGES.again, {});
  }

  setReady(ready: boolean) {
    if (this.watchOnly) return;
    const message: ReadyMessage = { ready };
    this.room.send(CLIENT_MESSAGES.ready, message);
  }

  async leave() {
    this.leaving = true;
    forgetRoom();
    if (!this.closed) this.closed = ROOM_CLOSED;
    try {
      await this.room.leave(true);
    } catch {
      // Already gone.
    }
    this.changed();
  }

  private listen(room: Room<RoomStateView>) {
    // A spectator keeps no seat to come back to after a reload: it watches the room again.
    rememberRoom(
      this.watchOnly
        ? { token: '', roomId: room.roomId, watching: true }
        : { token: room.reconnectionToken, roomId: room.roomId },
    );
    room.onStateChange((state) => {
      // An empty state (before the first patch of a reconnection) keeps the room as it was.
      this.roomView = toView(state) ?? this.roomView;
      this.changed();
    });
    room.onMessage(SERVER_MESSAGES.game, (message: GameMessage) => {
      this.base = message;
      this.buffered = [];
      this.remote = null;
      this.lastResults = null;
      this.changed();
    });
    room.onMessage(SERVER_MESSAGES.tick, (ticks: TickBatch) => {
      if (!Array.isArray(ticks)) return;
      const now = performance.now();
      for (const tick of ticks) {
        if (this.remote) this.remote.onTick(tick, now);
        else if (this.base && this.buffered.length < MAX_BUFFERED_TICKS) this.buffered.push(tick);
      }
    });
    room.onMessage(SERVER_MESSAGES.snapshot, (snapshot: SnapshotMessage) => {
      if (this.remote) this.remote.onSnapshot(snapshot, performance.now());
      else if (this.base && snapshot.round === this.base.round) {
        this.base = { ...this.base, tick: snapshot.tick, state: snapshot.state };
        this.buffered = [];
      }
    });
    room.onMessage(SERVER_MESSAGES.results, (message: ResultsMessage) => {
      this.lastResults = message;
      this.changed();
    });
    room.onMessage(SERVER_MESSAGES.notice, (message: NoticeMessage) => {
      if (typeof message?.text === 'string') this.closed = message.text;
      this.changed();
    });
    room.onLeave((code) => {
      if (this.watchOnly && !this.leaving && code !== CLOSE_CONSENTED) {
        return this.lost(CONNECTION_LOST);
      }
      if (this.leaving || code === CLOSE_CONSENTED) {
        forgetRoom();
        this.closed ??= ROOM_CLOSED;
        this.changed();
        return;
      }
      void this.reconnect();
    });
  }

  private async reconnect() {
    const token = this.room.reconnectionToken;
    const until = performance.now() + RECONNECT_FOR_MS;
    while (!this.leaving && performance.now() < until) {
      try {
        const room = await this.client.reconnect<RoomStateView>(token);
        this.room = room;
        this.listen(room);
        return;
      } catch (error) {
        // The room is gone (its process stopped, or the seat was given up): no use trying again.
        if (roomGone(error)) return this.lost(ROOM_GONE);
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_EVERY_MS));
      }
    }
    this.lost(CONNECTION_LOST);
  }

  private lost(reason: string) {
    if (this.leaving) return;
    forgetRoom();
    this.closed = reason;
    this.changed();
  }

  private changed() {
    this.changes += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

function roomGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && ROOM_GONE_CODES.has(code);
}

function toView(state: RoomStateView): OnlineRoomView | null {
  if (!state?.members) return null;
  const members: MemberView[] = [];
  state.members.forEach((member) => members.push({ ...member }));
  members.sort((a, b) => a.order - b.order);
  return {
    name: state.name,
    sport: state.sport as GameId,
    type: state.type === 'private' ? 'private' : 'public',
    inviteCode: state.inviteCode,
    status: state.status,
    hostId: state.hostId,
    maxPlayers: state.maxPlayers,
    duration: state.duration,
    difficulty: state.difficulty as OnlineRoomView['difficulty'],
    round: state.round,
    watching: state.watching ?? 0,
    aiJoinIn: state.aiJoinIn ?? 0,
    members,
  };
}
