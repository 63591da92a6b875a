// Who a request comes from, as the limits count visitors. The socket's own address, unless TRUST_PROXY is set
// and the socket comes from this machine (the cluster's front door, HAProxy on 127.0.0.1): then the
// X-Forwarded-For address that proxy set (the last one: the proxy's own view, whatever the visitor sent before
// it). A forwarded address from anyone else is ignored, so nobody picks their own address by sending the
// header. IPv6 visitors are counted by their /64 (one home's or phone's block), IPv4 by their address.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

const trusted = () => Boolean(process.env.TRUST_PROXY) && process.env.TRUST_PROXY !== '0';

/** The visitor's address (see above), as the key the limits use. */
export function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress;
  if (trusted() && isLoopback(peer)) {
    const forwarded = forwardedFor(req.headers['x-forwarded-for']);
    if (forwarded) return addressKey(forwarded);
  }
  return peer ? addressKey(peer) : 'unknown';
}

function forwardedFor(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  const last = joined?.split(',').at(-1)?.trim();
  return last && isIP(last) ? last : undefined;
}

/** An IPv4 address as it is (also when written as ::ffff:a.b.c.d); an IPv6 address as its /64. */
export function addressKey(address: string): string {
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) return address.slice(7);
  if (isIP(address) !== 6 || address === '::1') return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
