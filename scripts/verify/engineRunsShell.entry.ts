// Built as a classic script by scripts/verify/record-engine-fixtures.mjs for a JavaScript engine's own shell
// (JavaScriptCore's jsc): no page, no fetch. The script given before it defines the Chromium reference logs; the
// one after it prints what engineRuns.measureEngineRuns measures.
import { measureEngineRuns } from '../../server/verify/engines/engineRuns';

(globalThis as { engineRuns?: unknown }).engineRuns = { measureEngineRuns };
