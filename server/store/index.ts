// The results store's public face: the server imports from here only.
export { ResultsStore } from './store';
export { openStore, type StoreOptions } from './openStore';
export { databaseFromEnv } from './databaseFromEnv';
export type { DatabaseConfig } from './database';
export { StoreBusyError, StoreClosedError, StoreInputError, StoreRejectedError } from './errors';
export { newSecret, TRANSFER_CODE_TTL_MS } from './identity';
export { utcDay, weekOf } from './periods';
export { RANKED_KINDS } from './boards';
export type * from './types';
export { isTransientError } from './transient';
