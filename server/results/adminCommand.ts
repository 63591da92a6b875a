// The operator's command, `npm run admin -- <command>`: lists the reports players filed on board rows, voids a
// result (the player's next best run takes its place), bans or unbans a player (their rows leave every board)
// and marks a report resolved. Works on the database the environment names, as the server does (DATA_DIR's
// SQLite, or DATABASE_URL), also while the server runs.
import type { ResultsStore } from '../store/index';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  reports [--all]     the open reports (all of them with --all), oldest first',
  '  void <resultId>     voids a result: it leaves every board',
  '  ban <playerId>      bans a player: their results leave every board',
  '  unban <playerId>    lifts a ban',
  '  resolve <reportId>  marks a report resolved',
].join('\n');

const idOf = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text))
    ? Number(text)
    : null;

const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** Runs one command; returns the exit code (0 done, 1 nothing to do it on, 2 a bad command). */
export async function runAdmin(
  args: readonly string[],
  store: ResultsStore,
  say: (line: string) => void,
): Promise<number> {
  const [command, argument, ...rest] = args;
  if (command === 'reports') {
    const all = argument === '--all';
    if ((argument !== undefined && !all) || rest.length > 0) return usage(say);
    const reports = await store.listReports({ all, limit: 1000 });
    if (reports.length === 0) say(all ? 'No reports.' : 'No open reports.');
    for (const r of reports) {
      const reporter = r.reporterId === null ? 'anonymous' : `player ${r.reporterId}`;
      const state = r.resolvedAt === null ? 'open' : `resolved ${when(r.resolvedAt)}`;
      say(
        `report ${r.id}  ${when(r.createdAt)}  player ${r.playerId} "${r.playerName}"  ` +
          `result ${r.resultId ?? '-'}  by ${reporter}  ${state}: ${r.reason}`,
      );
    }
    return 0;
  }
  const id = idOf(argument);
  if (!command || id === null || rest.length > 0) return usage(say);
  switch (command) {
    case 'void':
      return done(
        await store.voidResult(id),
        `Result ${id} voided: it left every board.`,
        `There is no result ${id}.`,
        say,
      );
    case 'ban':
    case 'unban': {
      const player = await store.getPlayer(id);
      if (!player) return done(false, '', `There is no player ${id}.`, say);
      await store.banPlayer(id, command === 'ban');
      say(
        command === 'ban'
          ? `Player ${id} ("${player.name}") banned: their results left every board.`
          : `Player ${id} ("${player.name}") may rank again.`,
      );
      return 0;
    }
    case 'resolve':
      return done(
        await store.resolveReport(id),
        `Report ${id} resolved.`,
        `There is no open report ${id}.`,
        say,
      );
    default:
      return usage(say);
  }
}

function done(ok: boolean, yes: string, no: string, say: (line: string) => void): number {
  say(ok ? yes : no);
  return ok ? 0 : 1;
}

function usage(say: (line: string) => void): number {
  say(ADMIN_USAGE);
  return 2;
}
