// What the load generator measures in a window (between the bench's 'reset' and 'stats'): the bytes and messages
// its sockets received, how long they were open, how long joins took and which failed, and the figures made of
// them.
import { performance } from 'node:perf_hooks';

/** The rooms' and lobbies' sockets now open. */
const openSockets = new Set();

/** What the current window measured (reset by 'reset'). */
export let measured = freshWindow();

/** A new window: what the open sockets had so far counts in the old one. */
export function newWindow() {
  for (const socket of openSockets) socket.settle();
  measured = freshWindow();
}

function freshWindow() {
  return {
    startedMs: performance.now(),
    cpu: process.cpuUsage(),
    roomBytes: 0,
    lobbyBytes: 0,
    lobbyMessages: 0,
    /** Seconds sockets were open, summed over the clients, by kind. */
    roomSeconds: 0,
    lobbySeconds: 0,
    roomJoinMs: [],
    lobbyJoinMs: [],
    failedJoins: 0,
    failures: new Map(),
    /** Room or lobby connections the server closed without the client asking (not a room's normal end). */
    droppedConnections: 0,
    races: 0,
    /** Lobby messages per lobby connection, per second of it (the fastest connection counts). */
    lobbyRates: [],
  };
}

/** An open room's socket, counted by kind: its bytes, and how long it was open inside the window. */
export class Counted {
  constructor(room, kind) {
    this.room = room;
    this.kind = kind;
    this.since = performance.now();
    this.messages = 0;
    this.messagesSince = this.since;
    this.closing = false;
    const socket = room.connection.transport.ws;
    socket.on('message', (data) => {
      const bytes = data.byteLength ?? data.length ?? 0;
      if (kind === 'room') measured.roomBytes += bytes;
      else {
        measured.lobbyBytes += bytes;
        measured.lobbyMessages += 1;
        this.messages += 1;
      }
    });
    openSockets.add(this);
    room.onLeave((code) => {
      if (!this.closing && code !== 1000 && code !== 4000) measured.droppedConnections += 1;
    });
  }

  /** Adds the time open since the last call to the window (called at the window's edges and on close). */
  settle(now = performance.now()) {
    const from = Math.max(this.since, measured.startedMs);
    const seconds = Math.max(0, now - from) / 1000;
    if (this.kind === 'room') measured.roomSeconds += seconds;
    else {
      measured.lobbySeconds += seconds;
      const open = (now - Math.max(this.messagesSince, measured.startedMs)) / 1000;
      if (open >= 1) measured.lobbyRates.push(this.messages / open);
    }
    this.since = now;
    this.messages = 0;
    this.messagesSince = now;
  }

  async close() {
    this.closing = true;
    this.settle();
    openSockets.delete(this);
    await this.room.leave(true).catch(() => {});
  }
}

export function noteFailure(error) {
  measured.failedJoins += 1;
  const text = String(error?.message ?? error).slice(0, 80);
  measured.failures.set(text, (measured.failures.get(text) ?? 0) + 1);
}

export async function timedJoin(list, join) {
  const start = performance.now();
  const room = await join();
  list.push(performance.now() - start);
  return room;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** The window's figures, with every open socket's time settled up to now. */
export function windowFigures(tables, playersPerTable) {
  const now = performance.now();
  for (const socket of openSockets) socket.settle(now);
  const cpu = process.cpuUsage(measured.cpu);
  const seconds = (now - measured.startedMs) / 1000;
  let inRooms = 0;
  let inLobby = 0;
  for (const table of tables) {
    for (const p of table.players) {
      if (p.room) inRooms += 1;
      if (p.lobby) inLobby += 1;
    }
  }
  return {
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    players: tables.length * playersPerTable,
    inRooms,
    inLobby,
    roomBytesPerSecond: measured.roomSeconds > 0 ? measured.roomBytes / measured.roomSeconds : 0,
    lobbyBytesPerSecond:
      measured.lobbySeconds > 0 ? measured.lobbyBytes / measured.lobbySeconds : 0,
    lobbyMessagesPerSecond:
      measured.lobbySeconds > 0 ? measured.lobbyMessages / measured.lobbySeconds : 0,
    lobbyMessagesPerSecondMax: Math.max(0, ...measured.lobbyRates),
    roomClientSeconds: measured.roomSeconds,
    lobbyClientSeconds: measured.lobbySeconds,
    roomJoinMs: {
      p50: quantile(measured.roomJoinMs, 0.5),
      p95: quantile(measured.roomJoinMs, 0.95),
    },
    lobbyJoinMs: {
      p50: quantile(measured.lobbyJoinMs, 0.5),
      p95: quantile(measured.lobbyJoinMs, 0.95),
    },
    joins: measured.roomJoinMs.length + measured.lobbyJoinMs.length,
    failedJoins: measured.failedJoins,
    droppedConnections: measured.droppedConnections,
    failures: [...measured.failures].slice(0, 5),
    races: measured.races,
  };
}
