import type { Dictionary, JobSlots } from "./job-slots";
import {
  EXPERIENCE_LEVEL_VALUES,
  POSTED_WINDOWS,
  POSTED_WITHIN,
  SALARY_BUCKETS,
  type SearchFilters,
} from "../search.schema";

/*
 * A search's chosen filters as the counting loops read them, and the counters they count into: shared by the general
 * loop (facets.ts) and the packed loops behind the fast paths' door (fast-paths/filtered-count.ts).
 */

/** A search's facet counters (facets.ts's FacetTally): salary levels and posted windows as histograms. */
export interface FacetCounters {
  categoryCounts: Int32Array;
  typeCounts: Int32Array;
  levelCounts: Int32Array;
  cityCounts: Int32Array;
  salaryHist: Int32Array;
  postedHist: Int32Array;
  /** By declared facets' word (declared-facets.ts) and its code, the slots that failed no filter outside that word. */
  declaredJoints: Int32Array[];
  remoteType: number;
  remote: number;
}

/** What the filters choose, as membership arrays of dictionary ids (1 = chosen; null when nothing was chosen). */
export interface ChosenFilters {
  category: Uint8Array | null;
  /** Job types other than 'Remote'; `typeRemote` says whether 'Remote' was chosen as a type too. */
  types: Uint8Array | null;
  typeRemote: boolean;
  anyType: boolean;
  level: Uint8Array | null;
  /** Cities; `locationRemote` says whether 'remote' was chosen as a location too. */
  cities: Uint8Array | null;
  locationRemote: boolean;
  anyLocation: boolean;
  minSalary: number;
  /** The minimum as a salary level (the number of thresholds reached) when it is one of the buckets and the codes are packed; else 0. */
  minSalaryLevel: number;
  /** Posted at or after this time, when a posted window was chosen. */
  postedAfter: number;
  /** The posted class (posted-age-classes.ts) a slot needs to pass the posted window chosen: 0 when none was. */
  minPostedClass: number;
  anyPosted: boolean;
  /**
   * The declared facets' chosen values, and by word and code the word's filter bit when it fails
   * (DeclaredLayout.failTables): every word, as the general loop (facets.ts) reads them.
   */
  declared: SearchFilters["declared"];
  declaredFails: readonly Uint32Array[];
  /**
   * A declared filter has a value chosen; when none has, declaredFails is all zeros and the fast loops read a slot's
   * declared words only to count them (decision 147).
   */
  anyDeclared: boolean;
  /**
   * What the fast loops read to filter by the declared values: the words with a value chosen (ChosenTables.read)
   * and their fail tables, in step. Word 0 and its all-zero table when nothing is chosen.
   */
  chosenWords: readonly Uint16Array[];
  chosenWordFails: readonly Uint32Array[];
}

export function chosenFilters(slots: JobSlots, filters: SearchFilters, now: number): ChosenFilters {
  const minSalary = filters.minSalary ?? 0;
  return {
    category: idSet(slots.categories, filters.category),
    types: idSet(
      slots.jobTypes,
      filters.jobType?.filter((type) => type !== "Remote"),
    ),
    typeRemote: filters.jobType?.includes("Remote") ?? false,
    anyType: (filters.jobType?.length ?? 0) > 0,
    level: filters.level?.length
      ? maskOf(
          EXPERIENCE_LEVEL_VALUES.length,
          filters.level.map((level) => EXPERIENCE_LEVEL_VALUES.indexOf(level)),
        )
      : null,
    cities: idSet(
      slots.cities,
      filters.location?.filter((value) => value !== "remote"),
    ),
    locationRemote: filters.location?.includes("remote") ?? false,
    anyLocation: (filters.location?.length ?? 0) > 0,
    minSalary,
    minSalaryLevel: slots.packable ? SALARY_BUCKETS.findIndex((bucket) => bucket.value === minSalary) + 1 : 0,
    postedAfter: filters.posted ? now - POSTED_WITHIN[filters.posted].ms : Number.NEGATIVE_INFINITY,
    minPostedClass: filters.posted
      ? POSTED_WINDOWS.length - POSTED_WINDOWS.indexOf(POSTED_WITHIN[filters.posted].ms)
      : 0,
    anyPosted: filters.posted !== undefined,
    declared: filters.declared,
    ...declaredFilters(slots, filters),
  };
}

function declaredFilters(
  slots: JobSlots,
  filters: SearchFilters,
): Pick<ChosenFilters, "declaredFails" | "anyDeclared" | "chosenWords" | "chosenWordFails"> {
  const { fails, read, any } = slots.layout.chosenTables(filters.declared);
  return {
    declaredFails: fails,
    anyDeclared: any,
    chosenWords: read.map((word) => slots.declaredWords[word]),
    chosenWordFails: read.map((word) => fails[word]),
  };
}

/**
 * The location filter as a test of one slot, as facets.ts passes it (a chosen city, or remote when chosen); undefined
 * when no location is chosen. The matcher decides with it whether every word matched in the place (matching.ts).
 */
export function placeTest(slots: JobSlots, filters: SearchFilters): ((slot: number) => boolean) | undefined {
  if (!filters.location?.length) return undefined;
  const cities = idSet(
    slots.cities,
    filters.location.filter((value) => value !== "remote"),
  );
  const remoteToo = filters.location.includes("remote");
  return (slot) => (cities !== null && isIn(cities, slots.city[slot])) || (remoteToo && slots.remote[slot] === 1);
}

export function isIn(mask: Uint8Array, id: number): boolean {
  return id >= 0 && id < mask.length && mask[id] === 1;
}

/** The dictionary ids of the chosen values as a membership array (1 = chosen); null when none were chosen. */
function idSet(dictionary: Dictionary, values: string[] | undefined): Uint8Array | null {
  if (!values?.length) return null;
  const ids: number[] = [];
  for (const value of values) {
    const id = dictionary.ids.get(value);
    if (id !== undefined) ids.push(id);
  }
  return maskOf(dictionary.labels.length, ids);
}

function maskOf(size: number, ids: number[]): Uint8Array {
  const mask = new Uint8Array(size);
  for (const id of ids) if (id >= 0 && id < size) mask[id] = 1;
  return mask;
}
