import { describe, expect, it } from 'vitest';
import { extraFirstPageFiles, firstPageChunks } from './firstPageChunks.mjs';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/games/GamesPage.tsx'],
    css: ['assets/index-g.css'],
  },
  'src/boot.ts': { file: 'assets/boot-b.js', isEntry: true },
  '_runtime.js': { file: 'assets/runtime-d.js' },
  'src/games/GamesPage.tsx': {
    file: 'assets/GamesPage-e.js',
    isDynamicEntry: true,
    imports: ['_runtime.js', '_dicebear.js', 'index.html'],
  },
  '_dicebear.js': { file: 'assets/dicebear-f.js' },
};

describe('firstPageChunks', () => {
  it('takes every entry and its static imports, once each, and no lazy page', () => {
    expect(firstPageChunks(MANIFEST)).toEqual([
      'assets/index-a.js',
      'assets/runtime-d.js',
      'assets/boot-b.js',
    ]);
  });

  it('fails loudly on a manifest it cannot read', () => {
    expect(() => firstPageChunks({})).toThrow(/no entry/);
    expect(() =>
      firstPageChunks({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } }),
    ).toThrow(/_gone\.js/);
  });
});

describe('extraFirstPageFiles', () => {
  it('accepts the entry chunk alone', () => {
    expect(extraFirstPageFiles(['assets/index-a.js'])).toBeNull();
  });

  it('names every file when the entry brings another, such as a runtime chunk', () => {
    const problem = extraFirstPageFiles(firstPageChunks(MANIFEST));
    expect(problem).toMatch(/runs 3 script files/);
    expect(problem).toContain('assets/runtime-d.js');
  });
});
