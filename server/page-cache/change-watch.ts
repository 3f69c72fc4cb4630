import { getDatabase } from "../../db/client";

/**
 * Follows the change log the search index follows (search_changes, docs/decisions/020) for the rendered-page
 * cache: any committed change to a job, its company or its category empties the cache. Read on demand, at
 * most once per `intervalMs`: a cached page is served only while the last read began less than `intervalMs`
 * ago; otherwise the answer waits for the next read (one shared read for every request that waits). A change
 * committed at time t is therefore seen by the first read begun after t, and no page rendered before it is
 * served later than t + intervalMs + one read's time (the bound is 1 s; the default is 500 ms).
 *
 * The bound is the transaction xmin of the read's snapshot, as in search-index-store.ts: rows of transactions
 * at or above it may still appear and are read again (remembered by id, so that they do not count twice).
 */
export class ChangeWatch {
  private watermark: string | null = null;
  private applied = new Set<string>();
  private lastReadStart = 0;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly onChange: (reason: string) => void,
    private readonly intervalMs = 500,
    /** After this long without a read, the log may have been trimmed past the watermark: count it as a change. */
    private readonly idleResetMs = 20 * 60_000,
  ) {}

  /** True when a read began within the interval: a cached page may be served without waiting. */
  isFresh(now = Date.now()): boolean {
    return this.watermark !== null && now - this.lastReadStart < this.intervalMs;
  }

  /** Reads the log unless a read began within the interval (joins one under way). Never throws: a failed read empties the cache. */
  async refresh(): Promise<void> {
    if (this.isFresh()) return;
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    await this.reading;
  }

  private async read(): Promise<void> {
    const started = Date.now();
    try {
      const sql = getDatabase().sql;
      if (this.watermark === null || started - this.lastReadStart > this.idleResetMs) {
        const [{ xmin }] = await sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
        // Pages may have been stored before this first read (or before a long pause): start afresh.
        this.onChange(
          this.watermark === null ? "first read of the change log" : "the change log was not read for a long time",
        );
        this.watermark = xmin;
        this.applied = new Set();
        this.lastReadStart = started;
        return;
      }
      const rows = await sql<{ xmin: string; id: string | null; tx: string | null }[]>`
        SELECT s.xmin::text AS xmin, c.id::text AS id, c.tx::text AS tx
          FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) s
          LEFT JOIN LATERAL (SELECT id, tx FROM search_changes WHERE tx >= ${this.watermark}::xid8 ORDER BY tx, id LIMIT 10001) c ON true`;
      const xmin = rows[0].xmin;
      const applied = new Set<string>();
      let changed = false;
      for (const row of rows) {
        if (row.id === null) continue;
        if (!this.applied.has(row.id)) changed = true;
        if (BigInt(row.tx!) >= BigInt(xmin)) applied.add(row.id);
      }
      if (changed) this.onChange("a job, company or category changed");
      this.watermark = xmin;
      this.applied = applied;
      this.lastReadStart = started;
    } catch {
      // The database is away: nothing cached may be trusted, and the next request reads again.
      this.onChange("the change log could not be read");
      this.watermark = null;
    }
  }
}
