// A public server meets the same junk again and again (sockets without a seat, broken frames, requests cut
// off): one line per kind of trouble per minute, with how many more were seen, instead of a stack trace each.
export const QUIET_WINDOW_MS = 60_000;

interface Kind {
  windowStart: number;
  more: number;
  flush: ReturnType<typeof setTimeout> | null;
}

export class QuietLog {
  private kinds = new Map<string, Kind>();

  constructor(
    private readonly write: (line: string) => void = (line) => console.error(line),
    private readonly windowMs = QUIET_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs `line` unless a line of this kind went out within the window; then it is counted. */
  note(kind: string, line: string) {
    const at = this.now();
    const seen = this.kinds.get(kind);
    if (seen && at - seen.windowStart < this.windowMs) {
      seen.more += 1;
      // The count goes out when the window closes, even if nothing of this kind comes after it.
      seen.flush ??= unref(
        setTimeout(() => this.flush(kind), seen.windowStart + this.windowMs - at),
      );
      return;
    }
    this.kinds.set(kind, { windowStart: at, more: 0, flush: null });
    this.write(line);
  }

  /** The count line stands for its window's line: the next of its kind within a window is counted again. */
  private flush(kind: string) {
    const seen = this.kinds.get(kind);
    if (!seen) return;
    const seconds = Math.round(this.windowMs / 1000);
    this.write(`${kind}: ${seen.more} more in the last ${seconds} s`);
    this.kinds.set(kind, { windowStart: this.now(), more: 0, flush: null });
  }
}

function unref<T extends ReturnType<typeof setTimeout>>(timer: T): T {
  timer.unref?.();
  return timer;
}

/** The process's own quiet log. */
export const quietLog = new QuietLog();
