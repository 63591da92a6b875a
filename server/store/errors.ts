// What the store tells its callers when it will not take something.

/** The caller sent something out of bounds; the message says what. Nothing was written. */
export class StoreInputError extends Error {
  override name = 'StoreInputError';
}

/** The write queue is full (the database has been down or slow for a while): this result was not taken. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}

/** The database refused this one write for a reason of its own (its ticket was used, its player deleted). */
export class StoreRejectedError extends Error {
  override name = 'StoreRejectedError';
}

/** The store is closing or closed. */
export class StoreClosedError extends Error {
  override name = 'StoreClosedError';
}
