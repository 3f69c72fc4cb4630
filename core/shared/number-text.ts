/**
 * Whole numbers as the pages write them, without Intl (decision 156; dates are in board-time.ts). The first Intl
 * object a browser tab builds loads ICU's locale data: 14-43 ms of main thread in Chromium here, one task that
 * hydration cannot split, and on a phone several times that. The public pages (job counts, facet counts, salaries)
 * need only digit grouping, so it is written here and held to Intl's own output by property tests; anything outside
 * what these cover (not finite, beyond 2^53) is handed to Intl, which then pays its start-up once.
 */

export type DigitGrouping = "en-IN" | "en-US";

/**
 * A number rounded to a whole one (half away from zero, as Intl's maximumFractionDigits: 0) with its digits grouped:
 * en-IN as 12,34,567 (thousands, then lakhs and crores by twos), en-US as 1,234,567.
 */
export function groupDigits(value: number, grouping: DigitGrouping = "en-IN"): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isFinite(value) || whole > Number.MAX_SAFE_INTEGER)
    return new Intl.NumberFormat(grouping, { maximumFractionDigits: 0 }).format(value);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const digits = String(whole);
  if (digits.length <= 3) return sign + digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = grouping === "en-IN" ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${sign}${groups.join(",")},${last}`;
}
