/**
 * India's time, the board's calendar: every date and time a person reads is in Asia/Kolkata unless the person's
 * own zone is known (issue 44 point 4, decision 181). Asia/Kolkata has been UTC+05:30 all year, with no daylight
 * saving, since 1945, so a fixed offset writes it exactly and without Intl: public pages build no Intl object in the
 * browser (decision 156). The property tests hold each function to Intl's own output with timeZone Asia/Kolkata.
 */
export const BOARD_TIME_ZONE = "Asia/Kolkata";
/** What a reader sees after a time of day in the board's zone. */
export const BOARD_ZONE_LABEL = "IST";

const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
// en-GB's short months, as Intl writes them since CLDR 38 ('Sept', not 'Sep').
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** The wall clock in India, read with the getUTC* methods. */
function indiaWallClock(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return new Date(date.getTime() + INDIA_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The calendar day in India, 'YYYY-MM-DD' (file names, reminders' due days, a form's earliest date). */
export function boardDay(date: Date = new Date()): string {
  const wall = indiaWallClock(date);
  return `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
}

/** The hour in India, 0-23 (the dashboard's greeting). */
export function boardHour(date: Date = new Date()): number {
  return indiaWallClock(date).getUTCHours();
}

/** '27 November 2026', as Intl's en-IN long date in Asia/Kolkata writes it (a job's posted date). */
export function longDateIndia(date: Date): string {
  const wall = indiaWallClock(date);
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** '3 Dec', or '3 Dec 2025' when the day is not in the year of `now` (both in India), as en-GB's short month writes it. */
export function shortDateIndia(date: Date, now: Date = new Date()): string {
  const wall = indiaWallClock(date);
  const dayMonth = `${wall.getUTCDate()} ${SHORT_MONTHS[wall.getUTCMonth()]}`;
  return wall.getUTCFullYear() === indiaWallClock(now).getUTCFullYear()
    ? dayMonth
    : `${dayMonth} ${wall.getUTCFullYear()}`;
}

/** '3 Dec 2026, 05:25 IST': a moment to the minute (sessions, security events). */
export function dateTimeIndia(date: Date): string {
  const wall = indiaWallClock(date);
  const day = `${wall.getUTCDate()} ${SHORT_MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
  return `${day}, ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())} ${BOARD_ZONE_LABEL}`;
}
