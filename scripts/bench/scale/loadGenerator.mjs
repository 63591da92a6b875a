// The scale bench's simulated browsers (run with fork() and pinned by scripts/bench/server-scale.mjs): real
// colyseus.js clients, through the site's own client class (SiteClient: a room's socket opens where its
// process is reached, behind the front door), sending the Origin a page would.
//
// Players come in tables of 8 that live as browsers do: all 8 in the lobby (its room subscription open) for a
// few seconds; the host makes a public swimming room and the others join it by id, each leaving the lobby once
// its game screen opens (the join done); races with everyone stroking about 7 times a second (±30%), the host
// pressing Play Again a moment after each result; after a few races everyone leaves and goes back to the lobby.
//
// Messages from the parent: { type: 'target', players }, { type: 'reset' } (start a measured window),
// { type: 'stats' } (the window's figures), { type: 'stop' }.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const PLAYERS_PER_TABLE = 8;
const GAME_ROOM = 'game';
const LOBBY_ROOM = 'lobby';

const config = JSON.parse(process.env.LOAD_CONFIG ?? '{}');
const {
  url,
  clientModule,
  strokesPerSecond = 7,
  lobbySeconds = 5,
  races = 8,
  restartMs = 1500,
  tablesPerSecond = 8,
} = config;
const { SiteClient } = await import(clientModule);
browserLikeAgent(http.globalAgent);

/**
 * colyseus.js asks the matchmaker through Node's http and its global agent, whose 5 s timeout applies to every
 * request: colyseus.js aborts an answer slower than that ('socket hang up'), where a browser waits for it. And
 * the agent keeps an idle connection as long as the server does (5 s), so a request may go out on one the
 * server is closing that very moment, where a browser would send it again. Like a browser, then: no time
 * limit on a request; idle connections are dropped after 2 s, before the server drops them.
 */
function browserLikeAgent(agent) {
  agent.options.timeout = 0;
  const keepSocketAlive = agent.keepSocketAlive.bind(agent);
  agent.keepSocketAlive = (socket) => {
    const kept = keepSocketAlive(socket);
    socket.setTimeout(2_000);
    return kept;
  };
  const reuseSocket = agent.reuseSocket.bind(agent);
  agent.reuseSocket = (socket, request) => {
    socket.setTimeout(0);
    reuseSocket(socket, request);
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms, spread = 0.3) => ms * (1 - spread + Math.random() * 2 * spread);

/** What the current window measured (reset by 'reset'). */
let measured = freshWindow();
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

let stopping = false;
const tables = [];
const openSockets = new Set();

/** An open room's socket, counted by kind: its bytes, and how long it was open inside the window. */
class Counted {
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

function noteFailure(error) {
  measured.failedJoins += 1;
  const text = String(error?.message ?? error).slice(0, 80);
  measured.failures.set(text, (measured.failures.get(text) ?? 0) + 1);
}

async function timedJoin(list, join) {
  const start = performance.now();
  const room = await join();
  list.push(performance.now() - start);
  return room;
}

class Player {
  constructor(name) {
    this.name = name;
    this.client = new SiteClient(url, { headers: { Origin: url } });
    this.lobby = null;
    this.room = null;
    this.strokeTimer = undefined;
    this.seq = 0;
  }

  async openLobby() {
    const room = await timedJoin(measured.lobbyJoinMs, () => this.client.joinOrCreate(LOBBY_ROOM));
    room.onMessage('*', () => {});
    this.lobby = new Counted(room, 'lobby');
  }

  async closeLobby() {
    const lobby = this.lobby;
    this.lobby = null;
    await lobby?.close();
  }

  /** Takes its seat; the game screen opens, so the lobby is left (as the site does). */
  async enter(join) {
    const room = await timedJoin(measured.roomJoinMs, join);
    this.room = new Counted(room, 'room');
    room.onMessage('game', () => this.startStroking());
    room.onMessage('results', () => this.stopStroking());
    room.onMessage('*', () => {});
    room.onLeave(() => this.stopStroking());
    await this.closeLobby();
    return room;
  }

  startStroking() {
    this.stopStroking();
    const stroke = () => {
      if (!this.room) return;
      this.seq += 1;
      this.room.room.send('input', { q: this.seq, i: { type: 'stroke' } });
      this.strokeTimer = setTimeout(stroke, jitter(1000 / strokesPerSecond));
    };
    this.strokeTimer = setTimeout(stroke, Math.random() * 300);
  }

  stopStroking() {
    clearTimeout(this.strokeTimer);
    this.strokeTimer = undefined;
  }

  async leaveRoom() {
    this.stopStroking();
    const room = this.room;
    this.room = null;
    await room?.close();
  }
}

/** One table of 8 browsers going round: lobby, a room of races, lobby again. */
async function runTable(index) {
  const players = Array.from(
    { length: PLAYERS_PER_TABLE },
    (_, i) => new Player(`T${index}P${i + 1}`),
  );
  const table = { players, stopped: false };
  tables.push(table);
  // Tables start at different points of the lobby phase, so their rounds do not move in step.
  let firstLobbyMs = Math.random() * lobbySeconds * 2000;
  while (!stopping && !table.stopped) {
    try {
      await Promise.all(players.map((p) => p.openLobby()));
      await sleep(firstLobbyMs || jitter(lobbySeconds * 1000));
      firstLobbyMs = 0;
      const [host, ...guests] = players;
      const hostRoom = await host.enter(() =>
        host.client.create(GAME_ROOM, {
          sport: 'swimming',
          type: 'public',
          maxPlayers: PLAYERS_PER_TABLE,
          duration: 60,
          difficulty: 'medium',
          name: host.name,
        }),
      );
      await Promise.all(
        guests.map(async (guest) => {
          await sleep(Math.random() * 1000);
          await guest.enter(() => guest.client.joinById(hostRoom.roomId, { name: guest.name }));
        }),
      );
      for (let race = 0; race < races && !stopping; race += 1) {
        const over = new Promise((resolve) => {
          const off = hostRoom.onMessage('results', () => {
            off();
            resolve();
          });
          hostRoom.onLeave(resolve);
        });
        hostRoom.send(race === 0 ? 'start' : 'again', {});
        await over;
        measured.races += 1;
        await sleep(jitter(restartMs));
      }
    } catch (error) {
      noteFailure(error);
      await sleep(1000);
    }
    await Promise.all(players.map((p) => Promise.all([p.leaveRoom(), p.closeLobby()])));
  }
}

async function reachTarget(players) {
  const wanted = Math.ceil(players / PLAYERS_PER_TABLE);
  while (tables.length < wanted && !stopping) {
    void runTable(tables.length);
    await sleep(1000 / tablesPerSecond);
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

function stats() {
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
    players: tables.length * PLAYERS_PER_TABLE,
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

process.on('message', async (message) => {
  if (message?.type === 'target') {
    await reachTarget(message.players);
    process.send({ type: 'target', players: tables.length * PLAYERS_PER_TABLE });
  } else if (message?.type === 'reset') {
    for (const socket of openSockets) socket.settle();
    measured = freshWindow();
    process.send({ type: 'reset' });
  } else if (message?.type === 'stats') {
    process.send({ type: 'stats', ...stats() });
  } else if (message?.type === 'stop') {
    stopping = true;
    await Promise.all(
      tables.flatMap((t) => t.players.map((p) => Promise.all([p.leaveRoom(), p.closeLobby()]))),
    );
    process.send({ type: 'stopped' });
    process.exit(0);
  }
});
// The bench stopped without a word (Ctrl-C, killed): so does the load.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
