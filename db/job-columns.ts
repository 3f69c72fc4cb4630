/** The describing fields of a job, as the demo data and the collector both produce them. */
export interface JobFields {
  title: string;
  description: string;
  skills: string;
  employmentType: string;
  workplace: "onsite" | "remote" | "hybrid";
  address: string | null;
  locality: string | null;
  region: string | null;
  country: string;
  postalCode: string | null;
  minExperience: number | null;
  maxExperience: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
  education: string | null;
  jobUrl: string | null;
  /** Equity in percent (null: not said; 0 and 0: none). */
  equityMin?: number | null;
  equityMax?: number | null;
}

/** Those fields as jobs table columns, for raw multi-row inserts (one mapping for every writer). */
export function jobColumns(job: JobFields) {
  return {
    title: job.title,
    description: job.description,
    skills: job.skills,
    employment_type: job.employmentType,
    workplace: job.workplace,
    address: job.address,
    locality: job.locality,
    region: job.region,
    country: job.country,
    postal_code: job.postalCode,
    min_experience: job.minExperience,
    max_experience: job.maxExperience,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_unit: job.salaryUnit,
    education: job.education,
    job_url: job.jobUrl,
    equity_min: job.equityMin ?? null,
    equity_max: job.equityMax ?? null,
  };
}
