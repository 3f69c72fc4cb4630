/** How applications read on pages, mail and the export (no React: pages, mail and CSV share it). */

const TIME_ZONE = "Asia/Kolkata";

/** '3 Dec' (in India's time, the board's calendar); with the year when it is not this year's. */
export function shortDate(isoDate: string, now = new Date()): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  const year = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: TIME_ZONE });
  const sameYear = year.format(date) === year.format(now);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }), timeZone: TIME_ZONE }).format(date);
}

/** The calendar day (YYYY-MM-DD) in India at `now`: reminders are due on their next-step date there. */
export function boardToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE }).format(now);
}
