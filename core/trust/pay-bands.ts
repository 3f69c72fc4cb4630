import type { Queryable } from "../../db/queryable";

/** What the board's own open jobs of a category pay (per the given unit): the 5th and 95th percentiles of their midpoints. */
export interface PayBand {
  low: number;
  high: number;
  jobs: number;
}

/** Fewer open jobs with pay than this and no band is drawn (an outlier needs a crowd to stand out of). */
export const PAY_BAND_MIN_JOBS = 20;

/**
 * The band from the board's own open jobs of the category, not a typed table (decision 126). One indexed
 * aggregate over the category's open jobs; called once per posting.
 */
export async function categoryPayBand(db: Queryable, categoryId: number, unit: string): Promise<PayBand | null> {
  const band = await bandOf(db, categoryId, unit);
  if (band || unit !== "MONTH") return band;
  // Few monthly jobs (internships) in a category: the yearly band, per month.
  const yearly = await bandOf(db, categoryId, "YEAR");
  return yearly ? { low: yearly.low / 12, high: yearly.high / 12, jobs: yearly.jobs } : null;
}

async function bandOf(db: Queryable, categoryId: number, unit: string): Promise<PayBand | null> {
  const [row] = await db<{ low: number | null; high: number | null; jobs: number }[]>`
    SELECT percentile_cont(0.05) WITHIN GROUP (ORDER BY mid)::float8 AS low,
           percentile_cont(0.95) WITHIN GROUP (ORDER BY mid)::float8 AS high, count(*)::int AS jobs
      FROM (SELECT (coalesce(salary_min, salary_max) + coalesce(salary_max, salary_min)) / 2.0 AS mid
              FROM jobs WHERE category_id = ${categoryId} AND status = 'open' AND salary_unit = ${unit}
               AND (salary_min IS NOT NULL OR salary_max IS NOT NULL) AND coalesce(salary_max, salary_min) > 0) pay`;
  if (!row || row.jobs < PAY_BAND_MIN_JOBS || row.low === null || row.high === null) return null;
  return { low: row.low, high: row.high, jobs: row.jobs };
}
