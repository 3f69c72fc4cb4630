/** One open job as the search index takes it in (read from PostgreSQL by open-jobs-read.ts). */
export interface IndexedJob {
  id: number;
  title: string;
  description: string;
  skills: string;
  companyName: string;
  companySlug: string;
  categoryName: string | null;
  categorySlug: string | null;
  employmentType: string;
  workplace: "onsite" | "remote" | "hybrid";
  locality: string | null;
  region: string | null;
  country: string;
  minExperience: number | null;
  maxExperience: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
  postedMs: number;
  validThroughMs: number | null;
  /** Company facts and equity (issue 29), read by the declared facets (facet-declarations.ts); absent reads as not said. */
  fundingStage?: string | null;
  teamSize?: string | null;
  equityMin?: number | null;
  equityMax?: number | null;
}
