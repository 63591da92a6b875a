// GET /api/identity/runs?limit=N  : the last verified runs of this browser's player (the secret in the
// Authorization header, never in the URL), newest first, at most 50: each with its game, kind, whether it ranked,
// score, time, date and whether the replay route gives it out now. A secret that names no player yet has none.
import { isGameId } from '../../shared/runs/rulesVersions';
import { MY_RUNS_LIMIT, type MyRun, type MyRuns } from '../../shared/protocol/myRuns';
import { RANKED_KINDS, type PlayerRun } from '../store/index';
import type { ApiRoute } from './apiTypes';
import { isReplayable } from './replayable';
import { BadRequest } from './runSettings';

const LIMIT_HELP = `limit is a whole number from 1 to ${MY_RUNS_LIMIT}.`;

/** The query: only `limit`, a whole number from 1 to 50 (50 when absent). */
export function parseMyRunsQuery(query: URLSearchParams): { limit: number } {
  for (const key of query.keys()) {
    if (key !== 'limit') throw new BadRequest('This address takes only limit in its query.');
  }
  const values = query.getAll('limit');
  if (values.length === 0) return { limit: MY_RUNS_LIMIT };
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9]\d?$/.test(value)) {
    throw new BadRequest(LIMIT_HELP);
  }
  const limit = Number(value);
  if (limit > MY_RUNS_LIMIT) throw new BadRequest(LIMIT_HELP);
  return { limit };
}

function runView(run: PlayerRun): MyRun | null {
  if (!isGameId(run.game)) return null;
  return {
    resultId: run.resultId,
    game: run.game,
    kind: run.kind,
    ranked: RANKED_KINDS.includes(run.kind),
    dailyDate: run.dailyDate,
    score: run.score,
    timeMs: run.timeMs,
    date: new Date(run.createdAt).toISOString(),
    replayable: isReplayable(run),
  };
}

export const myRunsRoute: ApiRoute = {
  pattern: /^\/api\/identity\/runs$/,
  method: 'GET',
  limit: 'reads',
  identity: 'required',
  maxBodyBytes: 0,
  async handle({ query, identity }, { store }) {
    const { limit } = parseMyRunsQuery(query);
    const player = identity ? await store.playerBySecret(identity.secret) : null;
    const runs = player ? await store.playerRuns(player.id, { limit }) : [];
    const body: MyRuns = { runs: runs.flatMap((run) => runView(run) ?? []) };
    return { status: 200, body };
  },
};
