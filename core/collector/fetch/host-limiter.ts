/**
 * At most `perHost` requests in flight to one host, and a pause of `delayMs`
 * after each before its slot is given to the next request: the good-citizen
 * limits of the issue, shared by every source of a run (many Greenhouse boards
 * live on one host).
 */
export class HostLimiter {
  private readonly hosts = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(
    private readonly perHost = 2,
    private readonly delayMs = 500,
  ) {}

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(host);
    try {
      return await task();
    } finally {
      if (this.delayMs > 0) setTimeout(() => this.release(host), this.delayMs).unref?.();
      else this.release(host);
    }
  }

  private acquire(host: string): Promise<void> {
    const state = this.hosts.get(host) ?? { active: 0, waiting: [] };
    this.hosts.set(host, state);
    if (state.active < this.perHost) {
      state.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => state.waiting.push(resolve));
  }

  private release(host: string): void {
    const state = this.hosts.get(host);
    if (!state) return;
    const next = state.waiting.shift();
    if (next) next();
    else {
      state.active -= 1;
      if (state.active === 0) this.hosts.delete(host);
    }
  }
}
