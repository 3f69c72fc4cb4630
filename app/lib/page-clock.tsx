import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { MINUTE_MS, startOfMinute } from "../../lib/page-minute";

/**
 * The moment a page's relative times are told from ('3 hours ago', the New badge, the footer's year).
 *
 * A public page may be served from the rendered-page cache (decision 120) long after it was rendered, and hydration
 * must produce the server's very text: where it did not, React threw the page's HTML away and rendered it again in
 * the browser (React error #418, seen on the home page by Lighthouse, at the cost of the page's blocking time). So the
 * server and the browser's hydration tell times from the moment the server rendered (the root loader's `renderedAt`,
 * useSyncExternalStore's server snapshot); right after, the browser's own clock takes over, to the minute, so that a
 * page kept in a cache says how long ago by the visitor's clock.
 */
const PageClock = createContext<number | null>(null);

function everyMinute(onTick: () => void): () => void {
  const timer = setInterval(onTick, MINUTE_MS);
  return () => clearInterval(timer);
}

/** The clock to the minute: the same value for every read within a minute, as useSyncExternalStore needs. */
function thisMinute(): number {
  return startOfMinute(Date.now());
}

function clockNow(): Date {
  return new Date();
}

export function PageClockProvider({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  const now = useSyncExternalStore(everyMinute, thisMinute, () => renderedAt);
  return <PageClock.Provider value={now}>{children}</PageClock.Provider>;
}

/** Now, for a page's relative times; outside a provider (an error page without the root's data) the clock's. */
export function usePageNow(): Date {
  const now = useContext(PageClock);
  return now === null ? clockNow() : new Date(now);
}
