// Range requests on the site's files, decided before the file server (sirv) reads them: sirv trusts the header
// and a range whose start is past its end made its file stream throw after the 206 had gone out. Decided by
// range-parser against the size of the very file about to be sent (compressed or not): a satisfiable single
// range is passed on in canonical form; an unsatisfiable one gets 416 with `Content-Range: bytes */SIZE`
// (sirv's own 416 path); a malformed one, another unit, or several ranges are ignored, and the whole file is
// sent with 200, as RFC 9110 lets a server do.
import type { IncomingMessage } from 'node:http';
import parseRange from 'range-parser';

export type RangeDecision =
  | { kind: 'none' }
  | { kind: 'ignore' }
  | { kind: 'unsatisfiable' }
  | { kind: 'range'; start: number; end: number };

export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'none' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2) return { kind: 'ignore' };
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'ignore' };
  const { start, end } = ranges[0]!;
  return { kind: 'range', start, end };
}

/** Rewrites the request's Range header into one sirv handles exactly as decided for a file of `size` bytes. */
export function settleRange(req: IncomingMessage, size: number) {
  const decision = decideRange(req.headers.range, size);
  if (decision.kind === 'ignore') delete req.headers.range;
  // sirv answers a start at the file's size with 416 and `Content-Range: bytes */SIZE`.
  else if (decision.kind === 'unsatisfiable') req.headers.range = `bytes=${size}-`;
  else if (decision.kind === 'range') req.headers.range = `bytes=${decision.start}-${decision.end}`;
}
