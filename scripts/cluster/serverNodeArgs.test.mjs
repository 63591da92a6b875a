// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './serverNodeArgs.mjs';

describe('the game server’s Node options', () => {
  it('are the ones npm start runs the server with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const serve = pkg.scripts.serve.split(' ');
    expect(serve.slice(0, 1 + SERVER_NODE_ARGS.length)).toEqual(['node', ...SERVER_NODE_ARGS]);
    expect(serve.at(-1)).toBe('scripts/serve.mjs');
  });
});
