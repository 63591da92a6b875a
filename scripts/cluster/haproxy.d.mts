export const HAPROXY_INSTALL_HINT: string;
export const NODE_COOKIE: string;
export const FRONT_DOOR_CONNECTIONS_PER_ADDRESS: number;
export function findHaproxy(): string | undefined;
export function haproxyConfig(options: {
  port: number;
  processes: { name: string; port: number }[];
  host?: string;
  connectionsPerAddress?: number;
  ipv6?: boolean;
}): string;
