// Records the scripted reference logs of the verified runs: `node scripts/verify/record-fixtures.mjs [game…]`
// writes server/verify/fixtures/<game>.json for the games named (all seven when none is). Run it after bumping
// a game's RULES_VERSIONS entry (shared/runs/rulesVersions.ts), never instead of bumping it, together with
// record-browser-fixtures.mjs, which records the reference logs from real browser plays.
import { writeFileSync } from 'node:fs';
import { importBuilt } from '../bench/importBuilt.mjs';

const { recordReferenceLog, GAME_IDS } = await importBuilt(
  new URL('./recordFixtures.entry.ts', import.meta.url),
  'recordFixtures',
);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((game) => !GAME_IDS.includes(game));
if (unknown.length) {
  console.error(`Unknown game: ${unknown.join(', ')} (games: ${GAME_IDS.join(', ')})`);
  process.exit(1);
}
for (const game of wanted.length ? wanted : GAME_IDS) {
  const reference = recordReferenceLog(game);
  const file = new URL(`../../server/verify/fixtures/${game}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(reference, null, 2)}\n`);
  console.log(
    `${game}: rules v${reference.rulesVersion}, score ${reference.expected.score}, ` +
      `${reference.expected.logBytes} bytes of log → ${file.pathname}`,
  );
}
