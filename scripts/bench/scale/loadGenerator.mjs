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
import { browserLikeAgent } from './browserLikeAgent.mjs';
import {
  Counted,
  measured,
  newWindow,
  noteFailure,
  timedJoin,
  windowFigures,
} from './loadWindow.mjs';

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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms, spread = 0.3) => ms * (1 - spread + Math.random() * 2 * spread);

let stopping = false;
const tables = [];

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

process.on('message', async (message) => {
  if (message?.type === 'target') {
    await reachTarget(message.players);
    process.send({ type: 'target', players: tables.length * PLAYERS_PER_TABLE });
  } else if (message?.type === 'reset') {
    newWindow();
    process.send({ type: 'reset' });
  } else if (message?.type === 'stats') {
    process.send({ type: 'stats', ...windowFigures(tables, PLAYERS_PER_TABLE) });
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
