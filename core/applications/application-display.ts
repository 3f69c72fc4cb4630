/** How applications read on pages, mail and the export (no React: pages, mail and CSV share it). */
import { boardDay, shortDateIndia } from "../shared/board-time";

/** '3 Dec' (in India's time, the board's calendar); with the year when it is not this year's. */
export function shortDate(isoDate: string, now = new Date()): string {
  // A bare calendar day (a next-step date) is that day wherever it is read: noon UTC is the same day in India.
  return shortDateIndia(new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate), now);
}

/** The calendar day (YYYY-MM-DD) in India at `now`: reminders are due on their next-step date there. */
export function boardToday(now = new Date()): string {
  return boardDay(now);
}
