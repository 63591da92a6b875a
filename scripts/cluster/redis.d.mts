export const REDIS_INSTALL_HINT: string;
export function findRedisServer(): string | undefined;
