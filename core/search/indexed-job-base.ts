/** The fields every job has, whatever facets are declared: what a declared facet's valueOf may read besides its own columns. */
export interface IndexedJobBase {
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
}
