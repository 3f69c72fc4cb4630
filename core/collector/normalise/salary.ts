import type { SalaryUnit } from "../collector.schema";

export interface SalaryRange {
  min: number | null;
  max: number | null;
  currency: string | null;
  unit: SalaryUnit | null;
}

const symbols: [RegExp, string][] = [
  [/₹|\brs\.?(?=\s|\d)|\binr\b|\blpa\b|\blakhs?\b|\bcr(ore)?s?\b/i, "INR"],
  [/\bus\$|\busd\b/i, "USD"],
  [/€|\beur\b/i, "EUR"],
  [/£|\bgbp\b/i, "GBP"],
  [/\bs\$|\bsgd\b/i, "SGD"],
  [/\bc\$|\bcad\b/i, "CAD"],
  [/\ba\$|\baud\b/i, "AUD"],
  [/\baed\b/i, "AED"],
  [/\$/, "USD"],
];

/** Maps a unit word or code (per-year-salary, "1 YEAR", hourly, MONTH, pa) onto the jobs column. */
export function salaryUnit(value: string | undefined | null): SalaryUnit | null {
  if (!value) return null;
  const text = value.toLowerCase();
  if (/hour|\bhr\b|\/h\b/.test(text)) return "HOUR";
  if (/\bday|daily/.test(text)) return "DAY";
  if (/week/.test(text)) return "WEEK";
  if (/month|\bmo\b|\bpm\b|p\.m\./.test(text)) return "MONTH";
  if (/year|annum|annual|\bpa\b|p\.a\.|\byr\b|lpa|ctc/.test(text)) return "YEAR";
  return null;
}

/** ISO currency code of a value like "usd", "₹" or "US$", else null. */
export function currencyCode(value: string | undefined | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) return trimmed.toUpperCase();
  for (const [pattern, code] of symbols) if (pattern.test(trimmed)) return code;
  return null;
}

function multiplier(suffix: string): number {
  const text = suffix.toLowerCase();
  if (/^(k|thousand)/.test(text)) return 1_000;
  if (/^(l|lakh|lac|lpa)/.test(text)) return 100_000;
  if (/^(cr|crore)/.test(text)) return 10_000_000;
  if (/^(m|mn|million)\b/.test(text)) return 1_000_000;
  return 1;
}

/**
 * Reads a salary written as text: "₹12,00,000 – ₹18,00,000 per annum", "12-18 LPA",
 * "$120k–$150k", "€50.000 a year", "INR 50,000/month", "$40/hour". Numbers that are
 * not money (a year, a percentage) are not taken.
 */
export function parseSalaryText(text: string | undefined | null): SalaryRange | null {
  if (!text) return null;
  const currency = currencyCode(
    text.match(
      /₹|us\$|s\$|c\$|a\$|\$|€|£|\b(inr|usd|eur|gbp|sgd|cad|aud|aed)\b|\brs\.?(?=\s|\d)|\blpa\b|\blakhs?\b/i,
    )?.[0],
  );
  const numberPattern =
    /(\d{1,3}(?:[,.\s]\d{2,3})+|\d+(?:\.\d+)?)\s*(k\b|thousand|lakhs?|lacs?|lpa|l\b|crores?|cr\b|mn\b|million|m\b)?/gi;
  const values: number[] = [];
  for (const match of text.matchAll(numberPattern)) {
    const raw = match[1];
    // "12,00,000" / "120,000" / "50.000": group separators; "12.5": a decimal.
    const grouped = /[,\s]\d{2,3}$|\.\d{3}$/.test(raw) && !/^\d+\.\d{1,2}$/.test(raw);
    const base = grouped ? Number(raw.replace(/[,.\s]/g, "")) : Number(raw);
    let suffix = match[2] ?? "";
    // "12-18 LPA": the suffix written once applies to both ends.
    if (!suffix && values.length === 0) {
      const later = text
        .slice((match.index ?? 0) + match[0].length)
        .match(/^\s*(?:-|–|—|to)\s*[₹$€£]?\s*\d+(?:\.\d+)?\s*(k\b|lakhs?|lacs?|lpa|l\b|crores?|cr\b|million|m\b)/i);
      if (later) suffix = later[1];
    }
    const value = Math.round(base * multiplier(suffix));
    if (!Number.isFinite(value) || value <= 0) continue;
    if (!suffix && !grouped && value >= 1900 && value <= 2100 && !currency) continue;
    values.push(value);
    if (values.length === 2) break;
  }
  if (values.length === 0 || !currency) return null;
  const [first, second] = values;
  const unit = salaryUnit(text) ?? (/lpa|lakh|crore/i.test(text) ? "YEAR" : null);
  return { min: Math.min(first, second ?? first), max: second ? Math.max(first, second) : null, currency, unit };
}

/** Structured salary from a feed, checked: integers within the column's range, min ≤ max. */
export function cleanSalary(
  range: { min?: number; max?: number; currency?: string; unit?: string } | undefined,
): SalaryRange | null {
  if (!range) return null;
  const valid = (value: number | undefined) =>
    typeof value === "number" && Number.isFinite(value) && value > 0 && value < 2_000_000_000
      ? Math.round(value)
      : null;
  let min = valid(range.min);
  let max = valid(range.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  // One figure given as both ends is a fixed amount, not a range.
  if (max === min) max = null;
  return { min, max, currency: currencyCode(range.currency), unit: salaryUnit(range.unit) };
}
