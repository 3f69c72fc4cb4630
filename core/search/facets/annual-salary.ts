/** A job's pay as yearly rupees, for the salary filters and bands (search.schema.ts re-exports it). */
import { rupeesPer } from "../../shared/rough-rates";

const perYear: Record<string, number> = { HOUR: 2_080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 };

/** The top of a job's pay range, per year, in rupees (0 when unknown). */
export function annualSalaryInInr(job: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
}): number {
  const amount = job.salaryMax ?? job.salaryMin;
  if (!amount) return 0;
  return Math.round(amount * (rupeesPer[job.salaryCurrency] ?? 0) * (perYear[job.salaryUnit] ?? 1));
}
