/**
 * How long the runner's event loop was held at once, and which walks were running then. The local
 * postman and 429 endpoint are servers in the runner's process and answer nothing while it is held,
 * so with two walks side by side a long hold can time out the walk that did not cause it.
 */

export interface Stall {
  ms: number;
  /** The walks running during the stall (or ending in it). */
  walks: string[];
}

export class StallWatch {
  /** The longest stall of the run. */
  longest: Stall = { ms: 0, walks: [] };
  /** The longest stall while more than one walk was running: the one that can harm another walk. */
  longestSideBySide: Stall = { ms: 0, walks: [] };
  private readonly running = new Set<string>();
  private readonly endedSinceTick = new Set<string>();
  private last = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly tickMs = 20) {
    this.timer = setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  begin(walk: string): void {
    this.running.add(walk);
  }

  end(walk: string): void {
    this.running.delete(walk);
    this.endedSinceTick.add(walk);
  }

  stop(): void {
    clearInterval(this.timer);
    this.tick();
  }

  private tick(): void {
    const now = performance.now();
    const ms = now - this.last - this.tickMs;
    this.last = now;
    const walks = [...new Set([...this.running, ...this.endedSinceTick])];
    this.endedSinceTick.clear();
    if (ms > this.longest.ms) this.longest = { ms, walks };
    if (walks.length > 1 && ms > this.longestSideBySide.ms) this.longestSideBySide = { ms, walks };
  }
}

/** The limit on a stall with walks side by side: `SAMPLES_STALL_LIMIT_MS`, else 3 s (a viem request waits 10 s). */
export function stallLimitMs(env = process.env): number {
  const raw = env.SAMPLES_STALL_LIMIT_MS;
  if (raw === undefined || raw === '') return 3_000;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`SAMPLES_STALL_LIMIT_MS must be a number of milliseconds above 0, not ${JSON.stringify(raw)}`);
  return ms;
}
