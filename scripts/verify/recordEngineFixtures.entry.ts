// Built for Node by scripts/verify/record-engine-fixtures.mjs: measures the engine runs in V8 to compare.
export { ENGINE_SCRIPTED_RUNS, measureEngineRuns } from '../../server/verify/engines/engineRuns';
export { GAME_IDS, RULES_VERSIONS } from '../../shared/runs/rulesVersions';
