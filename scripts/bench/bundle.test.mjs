import { describe, expect, it } from 'vitest';
import { parseSizeCheck } from './bundle.mjs';

describe('parseSizeCheck', () => {
  it('reads the files and the total that scripts/check-size.mjs prints', () => {
    const output = [
      '  /assets/index-BXlG2KNr.js  87.78 KB gzip',
      '  /assets/rolldown-runtime-XKyaHtl9.js  0.43 KB gzip',
      'First page JavaScript: 88.20 KB gzip (within the 90 KB budget)',
    ].join('\n');
    expect(parseSizeCheck(output)).toEqual({
      files: [
        { file: '/assets/index-BXlG2KNr.js', gzipBytes: 87_780 },
        { file: '/assets/rolldown-runtime-XKyaHtl9.js', gzipBytes: 430 },
      ],
      totalBytes: 88_200,
    });
  });

  it('has no total when the check printed none', () => {
    expect(parseSizeCheck('No build found').totalBytes).toBeNull();
  });
});
