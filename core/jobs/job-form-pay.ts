/**
 * Pay as the Post a Job form takes it (issue 44, decision 178): an Indian employer thinks of a yearly salary in lakhs
 * (LPA: '12-18' is ₹12,00,000-18,00,000 a year) and of an internship's stipend in rupees a month. The form converts;
 * the stored values and the API's `salary_range` (whole amounts) are unchanged.
 */

/** How the form's pay field is read: lakhs a year, or whole amounts (rupees a month, or another currency or unit). */
export type PayEntry = "lpa" | "whole";

const LAKH = 100_000;
/** '12', '8.5', '12-18', '12 to 18.5', '12 LPA', '₹12-18 lpa': up to 3 digits and 2 decimals each. */
export const LPA_PATTERN =
  /^\s*₹?\s*(\d{1,3}(?:\.\d{1,2})?)\s*(?:(?:-|–|[Tt][Oo])\s*₹?\s*(\d{1,3}(?:\.\d{1,2})?))?\s*(?:[Ll][Pp][Aa])?\s*$/;
export const LPA_MESSAGE = "Please enter pay in lakhs a year, e.g. 12-18 or 8.5 (₹12,00,000-18,00,000 is 12-18)";

/** Lakhs a year for a rupee yearly salary (the default currency and unit); whole amounts for anything else. */
export function payEntryOf(values: { salary_currency?: string; salary_unit?: string }): PayEntry {
  const currency = (values.salary_currency || "INR").trim().toUpperCase();
  const unit = values.salary_unit || "YEAR";
  return currency === "INR" && unit === "YEAR" ? "lpa" : "whole";
}

/** '12-18' (lakhs) to '1200000-1800000' (rupees); null when it is not lakhs as LPA_PATTERN reads them. */
export function lakhsToRupees(typed: string): string | null {
  const match = LPA_PATTERN.exec(typed);
  if (!match) return null;
  const amounts = [match[1], match[2]]
    .filter((part): part is string => part !== undefined)
    .map((part) => String(Math.round(Number(part) * LAKH)));
  return amounts.join("-");
}

/** Rupees to the lakhs the form shows: 1450000 is '14.5'. */
function lakhsOf(rupees: number): string {
  return String(Math.round((rupees / LAKH) * 100) / 100);
}

/** A stored salary_range ('1200000-1800000') as the edit form shows it: '12-18' in LPA entry, unchanged otherwise. */
export function payForForm(values: Record<string, string>): string {
  const stored = values.salary_range ?? "";
  if (payEntryOf(values) !== "lpa" || !stored) return stored;
  const amounts = stored.split("-").map(Number);
  if (amounts.some((amount) => !Number.isFinite(amount))) return stored;
  return amounts.map(lakhsOf).join("-");
}

/** Marks pay typed for LPA entry that is not lakhs, so that the form schema answers with LPA_MESSAGE. */
export const NOT_LAKHS = "not-lakhs:";

/** The form's values with its pay in the payload's whole amounts: what the API takes and core stores. */
export function payloadPayOf<T extends Record<string, unknown>>(values: T): T {
  const typed = typeof values.salary_range === "string" ? values.salary_range : "";
  if (payEntryOf(values as { salary_currency?: string; salary_unit?: string }) !== "lpa") return values;
  return { ...values, salary_range: lakhsToRupees(typed) ?? `${NOT_LAKHS}${typed}` };
}
