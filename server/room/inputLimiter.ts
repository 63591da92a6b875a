// A token bucket per client: a human's fastest input rate passes, an auto-clicker's excess is ignored (not
// disconnected). Time comes in as an argument so it can be tested without waiting.
export const INPUTS_PER_SECOND = 20;
export const INPUT_BURST = 20;

export class InputLimiter {
  private tokens: number;
  private lastMs: number | null = null;

  constructor(
    private readonly perSecond = INPUTS_PER_SECOND,
    private readonly burst = INPUT_BURST,
  ) {
    this.tokens = burst;
  }

  /** True when an input arriving at `nowMs` may be taken. */
  allow(nowMs: number): boolean {
    if (this.lastMs !== null) {
      const earned = ((nowMs - this.lastMs) / 1000) * this.perSecond;
      this.tokens = Math.min(this.burst, this.tokens + Math.max(0, earned));
    }
    this.lastMs = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
