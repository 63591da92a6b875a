// @vitest-environment node
// The import rules of .dependency-cruiser.cjs (run by `npm run lint`) refuse what they are meant to refuse:
// each fixture under a checkFixtures folder imports against the allowed direction.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

async function violationsOf(file) {
  const options = {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    exclude: { path: 'node_modules' },
  };
  const result = await cruise([file], options);
  return result.output.summary.violations
    .filter((v) => v.from === file)
    .map((v) => `${v.rule.name}: ${v.to}`);
}

describe('import rules', () => {
  it('refuse the shared package importing the web app', async () => {
    expect(await violationsOf('shared/checkFixtures/importsWebApp.ts')).toEqual([
      'shared-stands-alone: src/games/session/joinMessages.ts',
    ]);
  }, 60_000);

  it('refuse a game view’s code importing the session above it', async () => {
    expect(await violationsOf('src/games/core/checkFixtures/importsSession.ts')).toEqual([
      'views-do-not-import-up: src/games/session/joinMessages.ts',
    ]);
  }, 60_000);

  it('refuse the server importing the web app around the shared package', async () => {
    expect(await violationsOf('server/checkFixtures/importsWebApp.ts')).toEqual([
      'server-through-shared: src/games/session/joinMessages.ts',
    ]);
  }, 60_000);

  it('find the real tree clean', async () => {
    const result = await cruise(['src', 'shared', 'server'], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    expect(
      result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`),
    ).toEqual([]);
  }, 120_000);
});
