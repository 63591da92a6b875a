// Built for Node by scripts/verify/record-browser-fixtures.mjs: it checks each recorded log as the tests will.
export { verifyRun } from '../../server/verify/verifyRun';
export { GAME_IDS, RULES_VERSIONS } from '../../shared/runs/rulesVersions';
export { decodeRunLog } from '../../shared/runs/runLog';
