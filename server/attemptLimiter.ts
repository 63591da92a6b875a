// Join-by-code attempts per address: a burst for typos, then a slow refill, so the ~10^9 codes cannot be
// walked through. Old addresses are forgotten so the table cannot grow without bound.
export const CODE_ATTEMPTS_BURST = 10;
export const CODE_ATTEMPTS_PER_MINUTE = 10;
const FORGET_AFTER_MS = 10 * 60_000;
const MAX_ADDRESSES = 50_000;

export class AttemptLimiter {
  private buckets = new Map<string, { tokens: number; atMs: number }>();

  constructor(
    private readonly burst = CODE_ATTEMPTS_BURST,
    private readonly perMinute = CODE_ATTEMPTS_PER_MINUTE,
  ) {}

  allow(address: string, nowMs: number): boolean {
    const bucket = this.buckets.get(address) ?? { tokens: this.burst, atMs: nowMs };
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((nowMs - bucket.atMs) / 60_000) * this.perMinute,
    );
    bucket.atMs = nowMs;
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    this.forgetOld(nowMs);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private forgetOld(nowMs: number) {
    for (const [address, bucket] of this.buckets) {
      if (this.buckets.size <= MAX_ADDRESSES && nowMs - bucket.atMs < FORGET_AFTER_MS) break;
      this.buckets.delete(address);
    }
  }
}
