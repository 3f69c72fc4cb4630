import type { Queryable } from "../../db/queryable";

/** What the board's own open jobs of a category pay (in the given currency and unit): the 5th and 95th percentiles of their midpoints. */
export interface PayBand {
  low: number;
  high: number;
  jobs: number;
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
 * too few jobs in has no band at all.
 */
export async function categoryPayBand(db: Queryable, of: PayBandOf): Promise<PayBand | null> {
  const currency = of.currency.trim().toUpperCase();
  const band = await bandOf(db, of.categoryId, currency, of.unit);
  // A stipend against salaries per month would read as scam-cheap, every time: with too few monthly jobs, no band.
  if (band || of.unit !== "MONTH" || of.internship) return band;
  // Few monthly jobs in a category: a monthly salary against the yearly band, per month.
  const yearly = await bandOf(db, of.categoryId, currency, "YEAR");
  return yearly ? { low: yearly.low / 12, high: yearly.high / 12, jobs: yearly.jobs } : null;
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
