// The page scripts/verify/record-engine-fixtures.mjs opens in another engine: measures every engine run
// (server/verify/engines/engineRuns.ts) with this engine's arithmetic and posts them back to the script.
import type { ReferenceLog } from '../../server/verify/referenceLog';
import { measureEngineRuns } from '../../server/verify/engines/engineRuns';
import type { GameId } from '../../shared/games/core/types';

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function measure() {
  const response = await fetch('/chromium-fixtures.json');
  const fixtures = (await response.json()) as Partial<Record<GameId, ReferenceLog>>;
  return measureEngineRuns(fixtures, (count) => (document.title = `${count} runs measured`));
}

measure().then(
  (runs) => post('/measured', { userAgent: navigator.userAgent, runs }),
  (error: unknown) =>
    post('/failed', {
      message: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
    }),
);
