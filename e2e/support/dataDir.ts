// A server a test starts keeps its results in a fresh temporary folder, never in ./data (kept between runs).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const temporaryDataDir = () => mkdtempSync(join(tmpdir(), 'csg-e2e-data-'));
