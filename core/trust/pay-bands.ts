import type { Queryable } from "../../db/queryable";
import { rupeesPerUnit } from "../shared/rough-rates";

/** What the board's own open jobs of a category pay (in the given currency and unit): the 5th and 95th percentiles of their midpoints. */
export interface PayBand {
  low: number;
  high: number;
  jobs: number;
  /**
   * Set when the posting's currency has no band of its own and this is the category's rupee band at the board's
   * rough rate (decision 205): a blunter yardstick, which isPayOutlier allows more on the high side.
   */
  converted?: { from: "INR"; to: string; rupeesPerUnit: number };
}

/**
 * A posting paid in a currency without a band in its category and without a rough rate, while the category has a
 * rupee band (decision 205): its pay cannot be checked, so it is held for a person to read rather than let through.
 */
export interface UncomparablePay {
  /** The posting's currency, upper-cased, for the admin's reason. */
  uncomparable: string;
}

/** What a posting's pay is measured against: a band, or the word that it cannot be (decision 205). */
export type PayYardstick = PayBand | UncomparablePay;

export function isUncomparable(yardstick: PayYardstick): yardstick is UncomparablePay {
  return "uncomparable" in yardstick;
}

/** Fewer open jobs with pay than this and no band is drawn (an outlier needs a crowd to stand out of). */
export const PAY_BAND_MIN_JOBS = 20;

/** The jobs a posting's pay is compared with: the same category, paid in the same currency and per the same unit. */
export interface PayBandOf {
  categoryId: number;
  currency: string;
  unit: string;
  /** An internship's stipend is compared with monthly pay only (see categoryPayBand). */
  internship?: boolean;
}

/**
 * The band from the board's own open jobs of the category, not a typed table (decision 126). One indexed
 * aggregate over the category's open jobs; called once per posting. Only jobs paid in the posting's currency
 * count (decision 199): 90,000 a year is a fair dollar salary and a scam-cheap rupee one, so a band of
 * mixed currencies would hold every foreign salary against the rupee ones, and a currency the board has
 * too few jobs in has no band at all (payYardstickOf then falls back to the rupee band, decision 205).
 */
export async function categoryPayBand(db: Queryable, of: PayBandOf): Promise<PayBand | null> {
  const currency = of.currency.trim().toUpperCase();
  const band = await bandOf(db, of.categoryId, currency, of.unit);
  // A stipend against salaries per month would read as scam-cheap, every time: with too few monthly jobs, no band.
  if (band || of.unit !== "MONTH" || of.internship) return band;
  // Few monthly jobs in a category: a monthly salary against the yearly band, per month.
  const yearly = await bandOf(db, of.categoryId, currency, "YEAR");
  return yearly ? perMonth(yearly) : null;
}

/**
 * What the scam screen measures a posting's pay with (decision 205). Its own currency's band first; without one,
 * the category's rupee band at the board's rough rate, since otherwise any currency the board has few jobs in
 * (USD, EUR, or three letters made up) let a posting's pay through unchecked; without a rate either, the word that
 * the pay cannot be compared. No rupee band: nothing to compare with, as before.
 */
export async function payYardstickOf(db: Queryable, of: PayBandOf): Promise<PayYardstick | null> {
  const own = await categoryPayBand(db, of);
  if (own || isRupees(of.currency)) return own;
  const rupeeBand = await categoryPayBand(db, { ...of, currency: "INR" });
  return rupeeBand ? rupeeBandIn(rupeeBand, of.currency) : null;
}

/** The rupee band in another currency at the board's rough rate, or the word that there is no rate for it. */
export function rupeeBandIn(rupeeBand: PayBand, currency: string): PayYardstick {
  const code = currency.trim().toUpperCase();
  const rate = rupeesPerUnit(code);
  if (rate === null) return { uncomparable: code };
  return {
    low: rupeeBand.low / rate,
    high: rupeeBand.high / rate,
    jobs: rupeeBand.jobs,
    converted: { from: "INR", to: code, rupeesPerUnit: rate },
  };
}

/** A yearly band per month, for a monthly salary in a category with few monthly jobs. */
export function perMonth(yearly: PayBand): PayBand {
  return { ...yearly, low: yearly.low / 12, high: yearly.high / 12 };
}

function isRupees(currency: string): boolean {
  return currency.trim().toUpperCase() === "INR";
}

async function bandOf(db: Queryable, categoryId: number, currency: string, unit: string): Promise<PayBand | null> {
  const [row] = await db<{ low: number | null; high: number | null; jobs: number }[]>`
    SELECT percentile_cont(0.05) WITHIN GROUP (ORDER BY mid)::float8 AS low,
           percentile_cont(0.95) WITHIN GROUP (ORDER BY mid)::float8 AS high, count(*)::int AS jobs
      FROM (SELECT (coalesce(salary_min, salary_max) + coalesce(salary_max, salary_min)) / 2.0 AS mid
              FROM jobs WHERE category_id = ${categoryId} AND status = 'open' AND salary_unit = ${unit}
               AND salary_currency = ${currency}
               AND (salary_min IS NOT NULL OR salary_max IS NOT NULL) AND coalesce(salary_max, salary_min) > 0) pay`;
  if (!row || row.jobs < PAY_BAND_MIN_JOBS || row.low === null || row.high === null) return null;
  return { low: row.low, high: row.high, jobs: row.jobs };
}
