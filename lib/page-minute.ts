/**
 * The moment a page tells its relative times from ('3 hours ago'): the start of the minute it was rendered in, the
 * finest unit those times name (app/lib/page-clock.tsx). Shared by the server, which sets it for each request and leaves
 * it out of a page's ETag, and the pages, which render by it.
 */
export const MINUTE_MS = 60_000;

export function startOfMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}
