// How often one address and one identity may use the results routes, each a number per minute set in the
// environment (a value that is not a whole number of at least 1 stops the server at start). They are counted
// where the edge's other limits are (rate-limiter-flexible, in Redis across a cluster), and an identity is
// counted by a digest of its secret's hash, never the secret.
import type { RateLimit, RateLimits } from '../limits/rateLimits';
import { limitsFromEnv } from '../limits/limitSettings';

export interface ResultLimitSettings {
  /** Boards and records read, per address. */
  readsPerMinute: number;
  /** Tickets asked for and runs submitted, per identity. */
  runsPerIdentityPerMinute: number;
  /** Tickets asked for and runs submitted, per address (a school's NAT holds many players). */
  runsPerAddressPerMinute: number;
  /** Transfer codes made or redeemed, deletions and reports, per identity and per address. */
  accountPerMinute: number;
}

export const DEFAULT_RESULT_LIMITS: ResultLimitSettings = {
  readsPerMinute: 120,
  runsPerIdentityPerMinute: 30,
  runsPerAddressPerMinute: 120,
  accountPerMinute: 10,
};

const ENV_NAMES: Record<keyof ResultLimitSettings, string> = {
  readsPerMinute: 'LIMIT_BOARD_READS_PER_MINUTE',
  runsPerIdentityPerMinute: 'LIMIT_RUNS_PER_MINUTE',
  runsPerAddressPerMinute: 'LIMIT_RUNS_PER_ADDRESS_PER_MINUTE',
  accountPerMinute: 'LIMIT_ACCOUNT_ACTIONS_PER_MINUTE',
};

export function resultLimitSettingsFromEnv(
  env: Record<string, string | undefined>,
): ResultLimitSettings {
  return limitsFromEnv(DEFAULT_RESULT_LIMITS, ENV_NAMES, env);
}

/** Which budget a route spends. */
export type ResultLimitKind = 'reads' | 'runs' | 'account';

export interface ResultLimits {
  byAddress: Record<ResultLimitKind, RateLimit>;
  byIdentity: Record<Exclude<ResultLimitKind, 'reads'>, RateLimit>;
}

export function createResultLimits(
  limits: RateLimits,
  settings: ResultLimitSettings,
): ResultLimits {
  return {
    byAddress: {
      reads: limits.define('results-reads', settings.readsPerMinute),
      runs: limits.define('results-runs', settings.runsPerAddressPerMinute),
      account: limits.define('results-account', settings.accountPerMinute),
    },
    byIdentity: {
      runs: limits.define('results-runs-identity', settings.runsPerIdentityPerMinute),
      account: limits.define('results-account-identity', settings.accountPerMinute),
    },
  };
}
