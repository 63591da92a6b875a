// The runs the replay frames bench watches, built for Node by scripts/bench/replayFrames.mjs: a 90 s archery
// practice and a swimming race played by the scripted human-rate player (server/verify/scriptedPlay.ts),
// verified as the server verifies a submitted run, and stored as verified results in the SQLite store under
// `dataDir`, as a game server would have kept them. Answers their result ids.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openStore } from '../../server/store';
import { playScripted } from '../../server/verify/scriptedPlay';
import { verifyRun } from '../../server/verify/verifyRun';
import { encodeRunLog } from '../../shared/runs/runLog';
import type { GameId } from '../../shared/games/core/types';

export const REPLAYED_GAMES: GameId[] = ['archery', 'swimming'];

export async function seedReplays(dataDir: string): Promise<Array<{ game: GameId; id: number }>> {
  const store = await openStore({
    database: { kind: 'sqlite', file: join(dataDir, 'results.sqlite') },
  });
  try {
    const [player] = await store.createPlayers([
      { secret: randomBytes(32), name: 'Bench', country: null },
    ]);
    const seeded = [];
    for (const game of REPLAYED_GAMES) {
      const play = playScripted({ game, seed: 90_001 });
      const verified = verifyRun(
        play.ticket,
        encodeRunLog(play.log),
        play.results,
        play.receivedAtMs,
      );
      if (!verified.ok) throw new Error(`${game}: ${verified.reason}`);
      const saved = await store.saveResult({
        game,
        rulesVersion: verified.rulesVersion,
        kind: 'practice',
        settings: play.log.settings,
        seed: play.log.seed,
        log: verified.logBytes,
        playerId: player!.id,
        score: verified.score,
        timeMs: verified.timeMs,
        verified: true,
      });
      seeded.push({ game, id: saved.resultId });
    }
    return seeded;
  } finally {
    await store.close();
  }
}
