// `npm run deps:graph`: redraws the folder graph in docs/architecture.md from the code (dependency-cruiser,
// the same tool and rules `npm run lint` checks), between the graph's two marker lines.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const DOC = 'docs/architecture.md';
const START = '<!-- dependency graph: start -->';
const END = '<!-- dependency graph: end -->';

const graph = execFileSync(
  'npx',
  [
    'depcruise',
    'src',
    'shared',
    'server',
    '--config',
    '.dependency-cruiser.cjs',
    '--include-only',
    '^(src|shared|server)/',
    '--collapse',
    '^(src/games/[^/]+|shared/games|shared/[^/]+|server/[^/]+|src/[^/]+)',
    '--output-type',
    'mermaid',
  ],
  { encoding: 'utf8' },
);
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`${DOC} lacks the marker lines ${START} and ${END}`);
const block = `${START}\n\n\`\`\`mermaid\n${graph.trim()}\n\`\`\`\n\n`;
writeFileSync(DOC, doc.slice(0, start) + block + doc.slice(end));
execFileSync('npx', ['prettier', '--write', DOC]);
console.log(`${DOC}: graph of ${graph.split('\n').length} lines`);
