// Colyseus logs through this: the errors a public server sees all day (a socket with no valid seat, a message
// that is not MessagePack, a broken or oversized WebSocket frame) become one counted line per kind per minute,
// and are counted in the metrics; anything else still reaches the log, one line per minute per first line.
import { countDropped, countRefused } from '../metrics/counters';
import { quietLog } from './quietLog';

type Kind = { line: string; count(): void } | null;

const textOf = (value: unknown) =>
  value instanceof Error ? `${value.message}\n${value.stack ?? ''}` : String(value);

function classify(text: string): Kind {
  if (/seat reservation expired/i.test(text)) {
    return {
      line: 'socket refused: no valid seat (an expired or made-up seat reservation)',
      count: () => countRefused('no-seat'),
    };
  }
  if (/couldn't decode message|_onMessage|msgpack|unpack/i.test(text)) {
    return {
      line: 'message dropped: not MessagePack (its socket was closed)',
      count: () => countDropped('malformed'),
    };
  }
  if (/Invalid WebSocket frame|payload size|RSV[123]|opcode|MASK|WS_ERR_/i.test(text)) {
    return {
      line: 'socket closed: a broken or oversized WebSocket frame',
      count: () => countDropped('bad-frame'),
    };
  }
  return null;
}

function error(...args: unknown[]) {
  const text = args.map(textOf).join(' ');
  const kind = classify(text);
  if (kind) {
    kind.count();
    quietLog.note(kind.line, kind.line);
    return;
  }
  const first = text.split('\n', 1)[0] ?? '';
  quietLog.note(`game server: ${first.slice(0, 120)}`, `game server: ${first}`);
}

export const colyseusLogger = {
  ...console,
  error,
  // Colyseus's debug lines (a health check of every other process every sweep) stay out of the log.
  debug: () => {},
};
