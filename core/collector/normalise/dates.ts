/** An ISO timestamp from an ISO/RFC date string or epoch (Lever sends milliseconds), else null. */
export function toIsoDate(value: string | number | undefined | null): string | null {
  if (value === undefined || value === null || value === "") return null;
  let date: Date;
  if (typeof value === "number") date = new Date(value < 1e11 ? value * 1000 : value);
  else if (/^\d{10,13}$/.test(value.trim()))
    date = new Date(Number(value) < 1e11 ? Number(value) * 1000 : Number(value));
  // Recruitee writes "2024-05-01 10:00:00 UTC".
  else date = new Date(value.trim().replace(/^(\d{4}-\d\d-\d\d) (\d\d:\d\d(:\d\d)?) UTC$/, "$1T$2Z"));
  const time = date.getTime();
  // Dates before 2000 or far in the future are typos, not postings.
  if (!Number.isFinite(time) || time < Date.UTC(2000, 0, 1) || time > Date.now() + 5 * 365 * 86_400_000) return null;
  return date.toISOString();
}
