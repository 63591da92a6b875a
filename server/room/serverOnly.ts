// A secret of this process: options that only the server itself may give a room (the seeded sample rooms)
// carry it, so a client that asks the matchmaker for such a room gets an ordinary one.
import { randomUUID } from 'node:crypto';

export const SERVER_ONLY_KEY = randomUUID();
