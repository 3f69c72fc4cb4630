import { EXPERIENCE_LEVEL_VALUES, POSTED_WINDOWS, SALARY_BUCKETS } from "../search.schema";

/**
 * The six built-in facets' places in a slot's packed facet code (JobSlots.facetCode), declared once (decision 142):
 * each part's bits, low to high, and where its values come from. facet-code.ts derives its shifts, limits and
 * fitsFacetCode from this list. The hot loops decode the code with literal shifts and masks (decision 096: a constant
 * read in a loop of a million slots is not free); built-in-facets.test.ts fails when one of them is not this layout's.
 *
 * Values come two ways: a fixed list (the experience levels; the salary levels, how many of the minimum-salary
 * thresholds the pay reaches; remote or not), or dictionary ids in the order the jobs bring them (job types,
 * categories, cities). A fixed list past its bits fails at start; a dictionary past its bits makes the index read the
 * separate arrays instead (JobSlots.packable), and a city past its bits reads JobSlots.city (CITY_OVERFLOW).
 */
export interface PackedPart {
  /** The part of the code; facet-code.ts names its shifts after it. */
  readonly part: "level" | "remote" | "salaryLevel" | "type" | "category" | "city";
  /** The filter and facet list it serves (SearchFilters, SearchFacets). */
  readonly facet: "level" | "location" | "minSalary" | "jobType" | "category";
  readonly bits: number;
  /** How many values a fixed list has (all must fit), or "dictionary": ids as the jobs bring them. */
  readonly values: number | "dictionary";
}

const PARTS = [
  { part: "level", facet: "level", bits: 3, values: EXPERIENCE_LEVEL_VALUES.length },
  // A remote job is both the 'Remote' job type and the 'remote' location.
  { part: "remote", facet: "location", bits: 1, values: 2 },
  { part: "salaryLevel", facet: "minSalary", bits: 3, values: SALARY_BUCKETS.length + 1 },
  { part: "type", facet: "jobType", bits: 4, values: "dictionary" },
  { part: "category", facet: "category", bits: 8, values: "dictionary" },
  // City id + 1 (0: no city); all ones: a city past what the bits hold.
  { part: "city", facet: "location", bits: 13, values: "dictionary" },
] as const satisfies readonly PackedPart[];

export type PartName = (typeof PARTS)[number]["part"];

export interface PlacedPart extends PackedPart {
  readonly shift: number;
  /** The part's bits once shifted down: (code >>> shift) & mask. */
  readonly mask: number;
}

function place(parts: readonly PackedPart[]): Record<PartName, PlacedPart> {
  const placed = {} as Record<PartName, PlacedPart>;
  let shift = 0;
  for (const part of parts) {
    if (typeof part.values === "number" && part.values > 2 ** part.bits)
      throw new Error(
        `The ${part.part} part of the packed facet code holds ${2 ** part.bits} values, not ${part.values}`,
      );
    placed[part.part] = { ...part, shift, mask: 2 ** part.bits - 1 };
    shift += part.bits;
  }
  if (shift > 32) throw new Error(`The packed facet code needs ${shift} bits; it holds 32`);
  return placed;
}

/** Each part with its shift and mask. */
export const PACKED_LAYOUT = place(PARTS);

/** The parts below the category (level, remote, salary level, job type): the code's "group", one joint histogram's cells. */
export const GROUP_BITS = PACKED_LAYOUT.category.shift;

/**
 * The posted facet is not in the code: its value moves with time. A slot's posted class (how many of the windows it is
 * within: posted-age-classes.ts) takes this many bits below the group in a count without filters' joint cells.
 */
export const POSTED_CLASS_BITS = Math.ceil(Math.log2(POSTED_WINDOWS.length + 1));
