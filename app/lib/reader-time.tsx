import { useHydrated } from "../components/auth/use-zod-form";
import { BOARD_TIME_ZONE, dateTimeIndia, longDateIndia } from "../../core/shared/board-time";

// A browser that reports plain UTC is nearly always a machine's default (a server, a headless browser, a fresh VM),
// not where a person is; the board's own zone serves such a reader better (decision 181).
const MACHINE_DEFAULT_ZONE = /^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu|Greenwich)$/;

function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && !MACHINE_DEFAULT_ZONE.test(zone) ? zone : null;
}

/**
 * The reader's own time zone when the page knows it (in the browser, after hydration, from a browser that names a
 * real zone); null means India's time, the board's calendar. The server and hydration both render India's time, so
 * the two always agree, and a page kept in a cache is the same for everyone.
 */
export function useReaderTimeZone(): string | null {
  return useHydrated() ? browserTimeZone() : null;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();
function zonedDateTime(date: Date, timeZone: string): string {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    const options = {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    } as const;
    format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    zonedFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** A moment to the minute as the reader reads it: '3 Dec 2026, 05:25 IST', or in the reader's own zone. */
export function useMomentText(): (iso: string) => string {
  const zone = useReaderTimeZone();
  return (iso) =>
    zone && zone !== BOARD_TIME_ZONE ? zonedDateTime(new Date(iso), zone) : dateTimeIndia(new Date(iso));
}

/** A moment to the minute in a <time> element (sessions, audit entries, mail and collector runs). */
export function Moment({ iso }: { iso: string }) {
  const text = useMomentText();
  return <time dateTime={iso}>{text(iso)}</time>;
}

/** A calendar day in India, '3 December 2026', in a <time> element. */
export function BoardDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{longDateIndia(new Date(iso))}</time>;
}
