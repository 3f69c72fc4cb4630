import { isbot } from "isbot";
import { recordJobViews } from "../../core/jobs";

export type CountJobView = (path: string, userAgent: string | undefined) => void;

/**
 * Job pages count a view per visitor that is not a crawler (core/jobs/job-stats.service.ts), cached or not: a cached
 * page's views are gathered and written once a second in one statement, not one upsert per answer (under load those
 * took every connection of the pool, and the change log's read waited behind them). One counter per app (its board's,
 * decision 135), shared by both ways a cached page is served; the flush runs in the scope of the request that set its
 * timer, its app's board.
 */
export function jobViewCounter(): CountJobView {
  const pendingViews = new Map<number, number>();
  let viewFlush: ReturnType<typeof setTimeout> | null = null;
  return (path, userAgent) => {
    const id = /^\/job-details\/(\d{1,9})(?:\/|$)/.exec(path)?.[1];
    if (!id || isbot(userAgent ?? "")) return;
    pendingViews.set(Number(id), (pendingViews.get(Number(id)) ?? 0) + 1);
    viewFlush ??= setTimeout(() => {
      viewFlush = null;
      const counts = new Map(pendingViews);
      pendingViews.clear();
      void recordJobViews(counts).catch(() => {});
    }, 1_000);
    viewFlush.unref?.();
  };
}
