/** How applications read on pages, mail and the export (no React: pages, mail and CSV share it). */

const TIME_ZONE = "Asia/Kolkata";

// Made once, on first use: an Intl.DateTimeFormat with a time zone costs tens of microseconds to build and the
// Applications tab formats about forty dates a page; and not when the module loads, because public pages import it
// (a card's applied mark) and the first Intl object a browser tab builds loads ICU's data (decision 156).
let formats: { yearIn: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat; dayMonthYear: Intl.DateTimeFormat; calendarDay: Intl.DateTimeFormat } | undefined;
function dateFormats() {
  formats ??= {
    yearIn: new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: TIME_ZONE }),
    dayMonth: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: TIME_ZONE }),
    dayMonthYear: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE }),
    calendarDay: new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE }),
  };
  return formats;
}

/** '3 Dec' (in India's time, the board's calendar); with the year when it is not this year's. */
export function shortDate(isoDate: string, now = new Date()): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  const { yearIn, dayMonth, dayMonthYear } = dateFormats();
  return (yearIn.format(date) === yearIn.format(now) ? dayMonth : dayMonthYear).format(date);
}

/** The calendar day (YYYY-MM-DD) in India at `now`: reminders are due on their next-step date there. */
export function boardToday(now = new Date()): string {
  return dateFormats().calendarDay.format(now);
}
