import { FUNDING_STAGES, TEAM_SIZES, WORKPLACES } from "../../lib/startup-facts";
import type { IndexedJob } from "./indexed-job";
import { annualSalaryInInr } from "./facets/annual-salary";

/**
 * The declared facets (decision 140): each is one entry here, and everything else is derived from it by
 * declared-facets.ts and its readers: the bits it takes in the index's second packed word (JobSlots.declaredCode),
 * its filtering and counting in every scan, its snapshot layout, its /api/search parameter (Zod and OpenAPI), its
 * field in a saved alert, its words in an alert's name, its feed query parameter and its group in the filter panel.
 *
 * A facet is an enumeration: a job has one of `values` or none. Its bits are the fewest that hold the values and
 * "none" (value index + 1, 0 for none); all declared facets together must fit 16 bits (the word is a Uint16Array,
 * and the joint count of a search has a cell per code: 2^16 at most, zeroed per search).
 */
export interface FacetDeclaration {
  /** The URL and API parameter, the key in SearchFilters.declared, the alert query's field. */
  readonly name: string;
  /** The filter panel's legend. */
  readonly legend: string;
  /** What the OpenAPI document says of the parameter. */
  readonly description: string;
  /** Its values, in the order shown, with the labels people read (also in alert names). */
  readonly values: readonly { readonly value: string; readonly label: string }[];
  /** How a job yields its value (one of `values`' value), or null when it has none. */
  valueOf(job: IndexedJob): string | null;
}

/**
 * Yearly INR pay in LPA bands: the top of the job's range (as minSalary reads it: what the job can reach), rupees
 * only, since a converted figure in lakhs is not what an Indian candidate compares. Three bands that split startup
 * pay where candidates' steps are (decision 140): under ₹10 LPA (freshers, juniors, interns), ₹10-20 LPA (mid level,
 * the Indian cities' middle pay of ₹12-20 LPA), ₹20+ LPA (senior, lead, staff); finer steps are minSalary's.
 */
export const LPA_BANDS = [
  { value: "under-10", label: "Under ₹10 LPA", below: 1_000_000 },
  { value: "10-20", label: "₹10-20 LPA", below: 2_000_000 },
  { value: "20-plus", label: "₹20+ LPA", below: Number.POSITIVE_INFINITY },
] as const;

export function lpaBandOf(job: Pick<IndexedJob, "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryUnit">): string | null {
  if (job.salaryCurrency !== "INR") return null;
  const yearly = annualSalaryInInr(job);
  if (yearly <= 0) return null;
  return LPA_BANDS.find((band) => yearly < band.below)!.value;
}

const EQUITY = [
  { value: "yes", label: "Equity offered" },
  { value: "no", label: "No equity" },
] as const;

export const DECLARED_FACETS = [
  {
    name: "stage",
    legend: "Funding stage",
    description: "The company's funding stage(s)",
    values: FUNDING_STAGES,
    valueOf: (job) => job.fundingStage ?? null,
  },
  {
    name: "size",
    legend: "Team size",
    description: "The company's team size band(s), in people",
    values: TEAM_SIZES,
    valueOf: (job) => job.teamSize ?? null,
  },
  {
    name: "workplace",
    legend: "Workplace",
    description: "Where the job is done: onsite, hybrid or remote",
    values: WORKPLACES,
    valueOf: (job) => job.workplace,
  },
  {
    name: "equity",
    legend: "Equity",
    description: "Whether the job offers equity (jobs that do not say have neither value)",
    values: EQUITY,
    valueOf: (job) => (job.equityMax == null ? null : job.equityMax > 0 ? "yes" : "no"),
  },
  {
    name: "lpa",
    legend: "Pay in LPA (₹)",
    description: "Yearly pay in rupees, in lakhs per annum bands (top of the range; rupee salaries only)",
    values: LPA_BANDS,
    valueOf: lpaBandOf,
  },
] as const satisfies readonly FacetDeclaration[];

export type DeclaredFacetName = (typeof DECLARED_FACETS)[number]["name"];

/** The chosen values of the declared facets as people read them, one part per facet: ['Series A', '11-50', '₹20+ LPA']. */
export function declaredFilterLabels(chosen: Partial<Record<DeclaredFacetName, readonly string[]>>): string[] {
  return DECLARED_FACETS.flatMap((facet) => {
    const values = chosen[facet.name] ?? [];
    const labels = (facet.values as readonly { value: string; label: string }[]).filter((item) => values.includes(item.value)).map((item) => item.label);
    return labels.length ? [labels.join(" or ")] : [];
  });
}
