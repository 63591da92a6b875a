// @vitest-environment node
// The shared package compiles with no DOM library and no React types (shared/tsconfig.json), so code the game
// server runs cannot reach for window or an HTMLElement: `npm run typecheck` compiles it on its own.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));

function compile(extraFiles: string[]) {
  const configPath = join(here, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, here);
  const program = ts.createProgram([...parsed.fileNames, ...extraFiles], parsed.options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the shared package’s own compile', () => {
  it('accepts the package and plain code', () => {
    expect(compile([join(here, 'checkFixtures/pure.ts')])).toEqual([]);
  }, 60_000);

  it('refuses a file that uses a DOM global or type', () => {
    const errors = compile([join(here, 'checkFixtures/usesDom.ts')]);
    expect(errors).toContain("Cannot find name 'window'.");
    // Some library declares an empty HTMLElement; its members are the DOM's, and they are missing.
    expect(errors.some((e) => e.includes("'HTMLElement'"))).toBe(true);
  }, 60_000);
});
