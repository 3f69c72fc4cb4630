/** A job's pay as yearly rupees, for the salary filters and bands (search.schema.ts re-exports it). */
/** Rough rupees per unit, to compare salaries in different currencies against one threshold. */
const rupeesPer: Record<string, number> = {
  INR: 1,
  USD: 84,
  EUR: 90,
  GBP: 106,
  SGD: 62,
  AED: 23,
  CAD: 61,
  AUD: 55,
  ILS: 22,
  JPY: 0.56,
  CHF: 95,
};
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
