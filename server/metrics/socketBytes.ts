// Bytes sent on WebSockets, counted from the sockets themselves (their bytesWritten, framing included) when
// the metrics are read: nothing is counted per message.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Counter } from 'prom-client';
import { registry } from './registry';

const open = new Set<Duplex & { bytesWritten?: number }>();
let closedBytes = 0;
let reported = 0;

export function countSocketBytes(server: Server) {
  server.on('upgrade', (_req, socket: Duplex & { bytesWritten?: number }) => {
    open.add(socket);
    socket.once('close', () => {
      closedBytes += socket.bytesWritten ?? 0;
      open.delete(socket);
    });
  });
}

export function socketBytesSent(): number {
  let total = closedBytes;
  for (const socket of open) total += socket.bytesWritten ?? 0;
  return total;
}

new Counter({
  name: 'csg_websocket_bytes_sent_total',
  help: 'Bytes this process wrote on WebSocket connections (upgrade answers and framing included)',
  registers: [registry],
  collect() {
    const total = socketBytesSent();
    if (total > reported) this.inc(total - reported);
    reported = total;
  },
});
