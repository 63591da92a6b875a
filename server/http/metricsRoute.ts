// GET /api/metrics: this process's figures in Prometheus's text format, for whoever runs the site: readable
// from this machine (the visitor's address is a loopback one; behind the cluster's front door that is the
// address HAProxy set), or anywhere with `Authorization: Bearer <METRICS_TOKEN>` when that is set. Anyone else
// gets 403. The figures are counts only: no address, no name.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, isLoopback } from './clientAddress';
import { methodNotAllowed, sendText } from './responses';
import { registry } from '../metrics/registry';
import '../metrics/counters';
import '../metrics/roomGauges';
import '../metrics/socketBytes';
import '../metrics/tickHistogram';

export const METRICS_PATH = '/api/metrics';

function hasToken(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function mayReadMetrics(req: IncomingMessage, token = process.env.METRICS_TOKEN): boolean {
  return isLoopback(clientAddress(req)) || hasToken(req, token);
}

export async function metricsRoute(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
  if (!mayReadMetrics(req)) {
    return sendText(res, 403, 'Metrics are readable from this machine, or with METRICS_TOKEN.');
  }
  const text = await registry.metrics();
  if (res.headersSent || res.destroyed) return;
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}
