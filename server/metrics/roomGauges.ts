// Rooms and clients on this process, read from the matchmaker when the metrics are read (nothing is counted on
// the way): game rooms, everyone connected, and the lobby's share of them.
import { matchMaker } from '@colyseus/core';
import { Gauge } from 'prom-client';
import { GAME_ROOM, LOBBY_ROOM } from '../../shared/protocol/protocol';
import { registry } from './registry';

interface RoomFigures {
  rooms: number;
  clients: number;
  lobbyClients: number;
}

let reading: Promise<RoomFigures> | null = null;

/** One query of the matchmaker per scrape, shared by the three gauges. */
function figures(): Promise<RoomFigures> {
  reading ??= matchMaker
    .query({ processId: matchMaker.processId })
    .then((rooms) => {
      const figures: RoomFigures = { rooms: 0, clients: 0, lobbyClients: 0 };
      for (const room of rooms) {
        if (room.processId !== matchMaker.processId) continue;
        if (room.name === GAME_ROOM) figures.rooms += 1;
        if (room.name === LOBBY_ROOM) figures.lobbyClients += room.clients;
        figures.clients += room.clients;
      }
      return figures;
    })
    .catch(() => ({ rooms: 0, clients: 0, lobbyClients: 0 }))
    .finally(() => setImmediate(() => (reading = null)));
  return reading;
}

const gauge = (name: string, help: string, read: (f: RoomFigures) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(read(await figures()));
    },
  });

gauge('csg_rooms', 'Game rooms on this process (sample rooms included)', (f) => f.rooms);
gauge(
  'csg_clients',
  'Clients connected to rooms of this process (lobby included, seats being taken included)',
  (f) => f.clients,
);
gauge('csg_lobby_clients', 'Clients in the lobby room of this process', (f) => f.lobbyClients);
