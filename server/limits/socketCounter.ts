// WebSockets open at once per address, on this process. Across a cluster the front door (HAProxy) also caps
// each address's connections at once (scripts/cluster/haproxy.mjs), so no address holds more than that in all.
export class SocketCounter {
  private open = new Map<string, number>();

  constructor(readonly max: number) {}

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  /** Counts a socket in, unless the address already holds `max`. */
  tryOpen(address: string): boolean {
    const count = this.count(address);
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  close(address: string) {
    const count = this.count(address) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}
