// What every route at the server's edge shares: the origins allowed to use it and the per-address limits.
import type { RateLimits } from '../limits/rateLimits';
import type { SocketCounter } from '../limits/socketCounter';

export interface Edge {
  /** Origins besides the site's own (ALLOWED_ORIGINS). */
  origins: ReadonlySet<string>;
  limits: RateLimits;
  sockets: SocketCounter;
}
