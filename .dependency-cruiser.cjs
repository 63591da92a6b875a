// Imports run one way (README "How the code is shaped"): pages → games area → session → game views and their
// services → the shared package. The server reaches the web app only through the shared package, and no
// folder imports a folder that imports it back. `npm run lint` checks this (`npm run deps`).
const VIEWS_AND_SERVICES =
  '^src/games/(core|avatars|sound|online|profile|records|rooms|leaderboard|swimming|sprint|archery|basketball|fencing|weightlifting|skiing)/';
const SESSION = '^src/games/session/';
const GAMES_AREA = '^src/games/(lobby|screen|results|replay)/|^src/games/[^/]+[.]tsx?$';
const PAGES = '^src/(app|pages|prerender)/|^src/main[.]tsx$|^src/boot';
const TESTS = '[.]test[.]tsx?$|^src/test/|^server/test/|^server/store/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-stands-alone',
      comment: 'The shared package runs in the browser and on the server: it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(src|server|scripts|e2e)/' },
    },
    {
      name: 'server-through-shared',
      comment: 'The server imports the web app only through the shared package.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'web-app-not-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'views-do-not-import-up',
      comment:
        'Game views and their services know nothing of the session, the games area or the pages.',
      severity: 'error',
      from: { path: VIEWS_AND_SERVICES },
      to: { path: `${SESSION}|${GAMES_AREA}|${PAGES}` },
    },
    {
      name: 'session-does-not-import-up',
      severity: 'error',
      from: { path: SESSION },
      to: { path: `${GAMES_AREA}|${PAGES}` },
    },
    {
      name: 'games-area-does-not-import-pages',
      severity: 'error',
      from: { path: GAMES_AREA },
      to: { path: PAGES },
    },
    {
      name: 'lib-and-data-stand-below',
      comment:
        'src/lib and src/data serve every page: they import no page and no part of the games area.',
      severity: 'error',
      from: { path: '^src/(lib|data)/' },
      to: { path: '^src/(app|pages|prerender|games)/' },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Two folders never import each other, directly or round a circle.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(src|shared|server)/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      from: { path: '^(src|shared|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may drive the web client against the server and share helpers: the rules are for the product.
    exclude: { path: `checkFixtures|${TESTS}` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] },
  },
};
