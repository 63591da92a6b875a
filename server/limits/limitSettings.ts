// How much one address may do (a home, a phone, or everyone behind one school's NAT): enough for a family
// playing together, far below a script's flood. Each can be set in the environment; a value that is not a
// whole number of at least 1 stops the server at start.
export interface LimitSettings {
  /** Rooms made per minute (create, and joinOrCreate of a game room). */
  roomsPerMinute: number;
  /** Join attempts per minute: join, joinById, joinOrCreate, reconnect and join by code. */
  joinsPerMinute: number;
  /** Invite codes tried per minute (join by code), on top of the joins. */
  codesPerMinute: number;
  /** WebSockets open at once, per process. */
  socketsPerAddress: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  roomsPerMinute: 10,
  joinsPerMinute: 60,
  codesPerMinute: 10,
  socketsPerAddress: 32,
};

const ENV_NAMES: Record<keyof LimitSettings, string> = {
  roomsPerMinute: 'LIMIT_ROOMS_PER_MINUTE',
  joinsPerMinute: 'LIMIT_JOINS_PER_MINUTE',
  codesPerMinute: 'LIMIT_CODES_PER_MINUTE',
  socketsPerAddress: 'LIMIT_SOCKETS_PER_ADDRESS',
};

export function limitSettingsFromEnv(env: Record<string, string | undefined>): LimitSettings {
  return limitsFromEnv(DEFAULT_LIMITS, ENV_NAMES, env);
}

/** `defaults`, each overridden by its variable in `env` when set: a whole number of at least 1, or it throws. */
export function limitsFromEnv<K extends string>(
  defaults: Readonly<Record<K, number>>,
  envNames: Readonly<Record<K, string>>,
  env: Record<string, string | undefined>,
): Record<K, number> {
  const settings: Record<K, number> = { ...defaults };
  for (const key of Object.keys(envNames) as K[]) {
    const raw = env[envNames[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${envNames[key]} must be a whole number of at least 1 (it is "${raw}")`);
    }
    settings[key] = value;
  }
  return settings;
}
