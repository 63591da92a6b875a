// Built for Node by scripts/verify/record-fixtures.mjs.
export { recordReferenceLog } from '../../server/verify/referenceLog';
export { GAME_IDS } from '../../shared/runs/rulesVersions';
