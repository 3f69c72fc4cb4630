import { FUNDING_STAGES, TEAM_SIZES, VISA_SPONSORSHIP, WORKPLACES } from "../../lib/startup-facts";
import type { IndexedJobBase } from "./indexed-job-base";
import { annualSalaryInInr } from "./facets/annual-salary";
import { companyColumn, jobColumn, type FacetReads, type ReadFields } from "./facet-columns";

/**
 * The declared facets (decisions 140, 191): each is one entry here, and everything else is derived from it by
 * declared-facets.ts and its readers: the columns it reads from PostgreSQL and the IndexedJob fields they fill
 * (`reads`, facet-columns.ts), the bits it takes in the index's packed words (JobSlots.declaredWords), its filtering
 * and counting in every scan, its snapshot layout, its /api/search parameter (Zod and OpenAPI), its field in a saved
 * alert, its words in an alert's name, its feed query parameter and its group in the filter panel. A new facet on a
 * new column is a migration, an entry here and its words.
 *
 * A facet is an enumeration: a job has one of `values` or none. Its bits are the fewest that hold the values and
 * "none" (value index + 1, 0 for none); the facets are packed in words of at most 13 bits, as many as they need.
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
  /** The columns it reads, by the IndexedJob field each fills; none when it reads only the job's own fields. */
  readonly reads?: FacetReads;
  /** How a job yields its value (one of `values`' value), or null when it has none. */
  valueOf(job: IndexedJobBase): string | null;
}

/** A declaration whose valueOf reads the fields its `reads` declare, with their types. */
function declared<const Name extends string, const Reads extends FacetReads = Record<never, never>>(
  facet: Omit<FacetDeclaration, "name" | "reads" | "valueOf"> & {
    name: Name;
    reads?: Reads;
    valueOf(job: IndexedJobBase & ReadFields<Reads>): string | null;
  },
): FacetDeclaration & { name: Name; reads?: Reads } {
  return facet;
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

export function lpaBandOf(
  job: Pick<IndexedJobBase, "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryUnit">,
): string | null {
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
  declared({
    name: "stage",
    legend: "Funding stage",
    description: "The company's funding stage(s)",
    values: FUNDING_STAGES,
    reads: { fundingStage: companyColumn<string>("funding_stage") },
    valueOf: (job) => job.fundingStage ?? null,
  }),
  declared({
    name: "size",
    legend: "Team size",
    description: "The company's team size band(s), in people",
    values: TEAM_SIZES,
    reads: { teamSize: companyColumn<string>("team_size") },
    valueOf: (job) => job.teamSize ?? null,
  }),
  declared({
    name: "workplace",
    legend: "Workplace",
    description: "Where the job is done: onsite, hybrid or remote",
    values: WORKPLACES,
    valueOf: (job) => job.workplace,
  }),
  declared({
    name: "equity",
    legend: "Equity",
    description: "Whether the job offers equity (jobs that do not say have neither value)",
    values: EQUITY,
    reads: { equityMax: jobColumn<number>("equity_max") },
    valueOf: (job) => (job.equityMax == null ? null : job.equityMax > 0 ? "yes" : "no"),
  }),
  declared({
    name: "lpa",
    legend: "Pay in LPA (₹)",
    description: "Yearly pay in rupees, in lakhs per annum bands (top of the range; rupee salaries only)",
    values: LPA_BANDS,
    valueOf: lpaBandOf,
  }),
  declared({
    name: "visa",
    legend: "Visa sponsorship",
    description:
      "Whether the company sponsors work visas, as it says on its profile (companies that do not say have neither value)",
    values: VISA_SPONSORSHIP,
    reads: { visaSponsorship: companyColumn<boolean>("visa_sponsorship") },
    valueOf: (job) => (job.visaSponsorship == null ? null : job.visaSponsorship ? "yes" : "no"),
  }),
] as const;

type Reads<Facet> = Facet extends { reads?: infer Declared } ? (Declared extends FacetReads ? Declared : never) : never;
type Both<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Each) => void
  ? Each
  : never;

/** Every column the declared facets read, by the IndexedJob field it fills. */
export const DECLARED_READS: FacetReads = Object.assign({}, ...DECLARED_FACETS.map((facet) => facet.reads ?? {}));
/** The IndexedJob fields the declared facets' columns fill. */
export type DeclaredFields = ReadFields<Both<Reads<(typeof DECLARED_FACETS)[number]>>>;

export type DeclaredFacetName = (typeof DECLARED_FACETS)[number]["name"];

/** The chosen values of the declared facets as people read them, one part per facet: ['Series A', '11-50', '₹20+ LPA']. */
export function declaredFilterLabels(chosen: Partial<Record<DeclaredFacetName, readonly string[]>>): string[] {
  return DECLARED_FACETS.flatMap((facet) => {
    const values = chosen[facet.name] ?? [];
    const labels = (facet.values as readonly { value: string; label: string }[])
      .filter((item) => values.includes(item.value))
      .map((item) => item.label);
    return labels.length ? [labels.join(" or ")] : [];
  });
}
