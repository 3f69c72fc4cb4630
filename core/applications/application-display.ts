/** How applications read on pages, mail and the export (no React: pages, mail and CSV share it). */

const TIME_ZONE = "Asia/Kolkata";

// Made once: an Intl.DateTimeFormat with a time zone costs tens of microseconds to build, and the
// Applications tab formats about forty dates a page.
const yearIn = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: TIME_ZONE });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: TIME_ZONE });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE });

/** '3 Dec' (in India's time, the board's calendar); with the year when it is not this year's. */
export function shortDate(isoDate: string, now = new Date()): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return (yearIn.format(date) === yearIn.format(now) ? dayMonth : dayMonthYear).format(date);
}

/** The calendar day (YYYY-MM-DD) in India at `now`: reminders are due on their next-step date there. */
export function boardToday(now = new Date()): string {
  return calendarDay.format(now);
}
