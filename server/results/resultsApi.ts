// The results routes under /api/ at the public server's edge: each route takes its methods and its body size
// (405 and 413 at once), the origins the matchmaker takes (another site's page gets 403 and no CORS), per-address
// and per-identity limits (429 with Retry-After), an identity only in `Authorization: Bearer <secret>`, and
// answers JSON: `{ error }` with one clear line for what it refuses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonObject, readBody } from '../http/bodyLimit';
import { clientAddress } from '../http/clientAddress';
import type { Edge } from '../http/edge';
import { corsHeaders, originVerdict, preflightHeaders } from '../http/origins';
import { sendJson } from '../http/responses';
import { quietLog } from '../log/quietLog';
import { countLimit, countRefused } from '../metrics/counters';
import {
  isTransientError,
  StoreBusyError,
  StoreClosedError,
  StoreInputError,
} from '../store/index';
import { boardRoute, recordsRoute } from './boardRoutes';
import { BAD_SECRET, NEEDS_SECRET, secretFromRequest } from './identitySecret';
import {
  codeRoute,
  countryRoute,
  deleteIdentityRoute,
  redeemRoute,
  reportRoute,
} from './identityRoutes';
import { createResultLimits, resultLimitSettingsFromEnv, type ResultLimits } from './resultLimits';
import { myRunsRoute } from './myRunsRoute';
import { replayRoute } from './replayRoute';
import { BadRequest } from './runSettings';
import { RULES_VERSIONS } from '../../shared/runs/rulesVersions';
import type { ApiRoute, ResultsDeps, ResultsWiring } from './apiTypes';
import { submitRunRoute } from './submitRunRoute';
import { ticketRoute } from './ticketRoute';

const ROUTES: readonly ApiRoute[] = [
  ticketRoute,
  submitRunRoute,
  boardRoute,
  recordsRoute,
  replayRoute,
  myRunsRoute,
  codeRoute,
  redeemRoute,
  countryRoute,
  deleteIdentityRoute,
  reportRoute,
];

/** The first letter up and a full stop: the store's messages as one line for a person. */
const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

const STORE_BUSY =
  'Results cannot be kept right now (the database is busy or away): try again in a minute.';

export interface ResultsApi {
  /** The route for this path, or undefined when the path is not one of the results routes. */
  routeFor(path: string): ApiRoute | undefined;
  handle(req: IncomingMessage, res: ServerResponse, route: ApiRoute, path: string): Promise<void>;
}

export function resultsApi(wiring: ResultsWiring, edge: Edge): ResultsApi {
  const deps: ResultsDeps = {
    store: wiring.store,
    verifyRun: wiring.verifyRun,
    rulesVersionOf: wiring.rulesVersionOf ?? ((game) => RULES_VERSIONS[game]),
    now: wiring.now ?? Date.now,
  };
  const limits: ResultLimits = createResultLimits(
    edge.limits,
    wiring.limits ?? resultLimitSettingsFromEnv(process.env),
  );

  return {
    routeFor: (path) => ROUTES.find((route) => route.pattern.test(path)),

    async handle(req, res, route, path) {
      const verdict = originVerdict(req, edge.origins);
      const cors = corsHeaders(req, verdict);
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        sendJson(res, status, body, { ...cors, ...headers });
      const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
        reply(status, { error }, headers);
      const methods = [route.method, 'OPTIONS'];

      if (req.method === 'OPTIONS' && verdict !== 'foreign') {
        res.writeHead(204, preflightHeaders(req, verdict, methods)).end();
        return;
      }
      if (req.method !== route.method && req.method !== 'OPTIONS') {
        return fail(405, `This address takes ${route.method} only.`, { Allow: methods.join(', ') });
      }
      if (verdict === 'foreign') {
        countRefused('origin');
        return fail(403, 'Pages of other sites may not use this server.');
      }

      const sent = secretFromRequest(req);
      if (sent.kind === 'bad') return fail(400, BAD_SECRET);
      if (sent.kind === 'none' && route.identity === 'required') return fail(401, NEEDS_SECRET);
      const identity = sent.kind === 'secret' ? { secret: sent.secret, key: sent.key } : null;

      const limited = (retryAfterSeconds: number) => {
        countLimit('results');
        fail(429, `Too many requests: try again in ${retryAfterSeconds} seconds.`, {
          'Retry-After': String(retryAfterSeconds),
        });
      };
      const byAddress = await limits.byAddress[route.limit].take(clientAddress(req));
      if (!byAddress.ok) return limited(byAddress.retryAfterSeconds);
      if (identity && route.limit !== 'reads') {
        const byIdentity = await limits.byIdentity[route.limit].take(identity.key);
        if (!byIdentity.ok) return limited(byIdentity.retryAfterSeconds);
      }

      let body: Record<string, unknown> = {};
      if (route.method !== 'GET') {
        const read = await readBody(req, route.maxBodyBytes);
        if (!read.ok) {
          if (read.status === 413) countLimit('body-size');
          return fail(
            read.status,
            read.status === 413
              ? `The request is larger than this address takes (${route.maxBodyBytes} bytes).`
              : 'The request could not be read.',
            { Connection: 'close' },
          );
        }
        const parsed = jsonObject(read.body);
        if (!parsed) return fail(400, 'The body must be a JSON object.');
        body = parsed;
      }

      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = (route.pattern.exec(path) ?? []).slice(1).map(decodeParam);
      try {
        const answer = await route.handle(
          { req, params, query: url.searchParams, identity, body },
          deps,
        );
        reply(answer.status, answer.body);
      } catch (error) {
        if (error instanceof BadRequest) return fail(400, error.message);
        if (error instanceof StoreInputError) return fail(400, sentence(error.message));
        if (error instanceof StoreBusyError || error instanceof StoreClosedError) {
          return fail(503, STORE_BUSY, { 'Retry-After': '60' });
        }
        if (isTransientError(error)) {
          quietLog.note('results: database', `results: database unreachable: ${describe(error)}`);
          return fail(503, STORE_BUSY, { 'Retry-After': '60' });
        }
        throw error;
      }
    },
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A path segment decoded; '' when it is not valid percent-encoding (the route then refuses it). */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
