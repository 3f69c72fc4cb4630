import type { Match } from "../text/matching";
import { Counter, zeroedCounter, zeroedWordCounters } from "./scratch-counters";
import { FIRST_WORD_FAIL } from "./declared-facets";
import type { BestMatches } from "./ranking";
import type { Dictionary, JobSlots } from "./job-slots";
import type { SearchFacets, FacetValue } from "../index-types";
import type { DeclaredFacetName } from "../facet-declarations";
import { isIn, type ChosenFilters, type FacetCounters } from "./chosen-filters";
import {
  EXPERIENCE_LEVEL_VALUES,
  POSTED_WINDOWS,
  POSTED_WITHIN,
  SALARY_BUCKETS,
  type SearchFilters,
} from "../search.schema";

/**
 * Filters and facet counts in one pass over the matching slots. A facet counts the jobs that pass
 * every *other* filter, so that choosing one value still shows what the others would give.
 */
const postedKeys = Object.keys(POSTED_WITHIN) as (keyof typeof POSTED_WITHIN)[];

export interface FacetCounts {
  category: Int32Array;
  type: Int32Array;
  remoteType: number;
  level: Int32Array;
  city: Int32Array;
  remote: number;
  salary: Int32Array;
  posted: Int32Array;
  /** By declared facets' word and code, the slots that failed no filter outside that word (declared-facets.ts). */
  declaredJoints: Int32Array[];
}

export interface Scan {
  /** The slots that pass (the first `count` entries). */
  results: Int32Array;
  count: number;
  facets?: FacetCounts;
  /**
   * More than 0 when the word matched a live slot before the filters (a one-word scan with filters: how many, or 1 when
   * it read the word's list without listing it; else `count`).
   */
  wordMatches?: number;
}

/** True when the filters choose something (an empty list chooses nothing). */
export function hasFilters(filters: SearchFilters): boolean {
  const { category, jobType, level, location, minSalary, posted, declared } = filters;
  const anyDeclared = declared !== undefined && Object.values(declared).some((values) => (values?.length ?? 0) > 0);
  return (
    (category?.length ?? 0) > 0 ||
    (jobType?.length ?? 0) > 0 ||
    (level?.length ?? 0) > 0 ||
    (location?.length ?? 0) > 0 ||
    (minSalary ?? 0) > 0 ||
    posted !== undefined ||
    anyDeclared
  );
}

/**
 * filterAndCount's general loop: any filters, excluded jobs, codes that are not packed. It returns only the count, and
 * counts remote jobs in `tally` as it goes, because code after a hot loop that its first call has not yet reached is
 * compiled (on-stack replacement) without type feedback: V8 left that compiled loop at the first property read after
 * it on every search that came this way (--trace-deopt, decision 096).
 */
export function countSlotBySlot(
  slots: JobSlots,
  match: Match | null,
  chosen: ChosenFilters,
  now: number,
  anyFilter: boolean,
  excluded: Set<number>,
  wantFacets: boolean,
  tally: FacetTally,
  results: Int32Array,
  best: BestMatches | null,
): number {
  const {
    category: categorySet,
    types: typeIds,
    typeRemote,
    anyType: typeFilter,
    level: levelSet,
    cities: citySet,
    locationRemote,
    anyLocation: locationFilter,
    minSalary,
    minSalaryLevel,
    postedAfter,
    anyPosted: postedFilter,
    declaredFails,
  } = chosen;
  // Read once: a property or Set.size read inside the per-slot loop is repeated for every slot.
  const anyExcluded = excluded.size > 0;
  const { categoryCounts, typeCounts, levelCounts, cityCounts, salaryHist, postedHist, declaredJoints } = tally;
  const [day, week, month] = POSTED_WINDOWS;
  const {
    salaryLevel: salaryLevelOf,
    facetCode,
    packable: packed,
    category: categoryOf,
    jobType: typeOf,
    level: levelOf,
    city: cityOf,
    remote: remoteOf,
    salary: salaryOf,
    posted: postedOf,
    alive,
    jobIds,
    declaredWords,
  } = slots;
  // The first word read as it was when there was only one (most boards need no other); the others in a loop.
  const [firstWord, firstFails, firstJoint, wordCount] = [
    declaredWords[0],
    declaredFails[0],
    declaredJoints[0],
    declaredWords.length,
  ];
  const matched = match ? match.matched : null;
  const score = match?.score;
  const candidates = match?.candidates;
  const required = match?.required ?? 0;
  let resultCount = 0;
  // With words, only the candidates can match; without, every slot is visited.
  const visit = matched !== null ? match!.candidateCount : slots.size;
  for (let i = 0; i < visit; i++) {
    const doc = matched !== null ? candidates![i] : i;
    if (matched !== null && matched[doc] < required) continue;
    if (alive[doc] === 0) continue;
    if (anyExcluded && excluded.has(jobIds[doc])) continue;
    if (!anyFilter) {
      resultCount++;
      if (best === null) results[resultCount - 1] = doc;
      else if (score![doc] >= best.threshold) best.offer(doc, score![doc]);
      if (!wantFacets) continue;
      if (packed) {
        const code = facetCode[doc];
        categoryCounts[(code >>> 11) & 0xff]++;
        typeCounts[(code >>> 7) & 0xf]++;
        levelCounts[code & 7]++;
        if ((code & 8) !== 0) {
          tally.remoteType++;
          tally.remote++;
        }
        salaryHist[(code >>> 4) & 7]++;
      } else {
        categoryCounts[categoryOf[doc]]++;
        typeCounts[typeOf[doc]]++;
        levelCounts[levelOf[doc]]++;
        if (remoteOf[doc] === 1) {
          tally.remoteType++;
          tally.remote++;
        }
        salaryHist[salaryLevelOf[doc]]++;
      }
      const cityId = cityOf[doc];
      if (cityId >= 0) cityCounts[cityId]++;
      const age = now - postedOf[doc];
      postedHist[+(age <= day) + +(age <= week) + +(age <= month)]++;
      firstJoint[firstWord[doc]]++;
      for (let word = 1; word < wordCount; word++) declaredJoints[word][declaredWords[word][doc]]++;
      continue;
    }
    // One read of the packed code (facet-code.ts) instead of five arrays when every value fits in it.
    const code = packed ? facetCode[doc] : 0;
    const category = packed ? (code >>> 11) & 0xff : categoryOf[doc];
    const type = packed ? (code >>> 7) & 0xf : typeOf[doc];
    const level = packed ? code & 7 : levelOf[doc];
    const remote = packed ? (code & 8) !== 0 : remoteOf[doc] === 1;
    const salaryLevel = packed ? (code >>> 4) & 7 : salaryLevelOf[doc];
    const city = locationFilter || wantFacets ? cityOf[doc] : -1;
    const passCategory = categorySet === null || isIn(categorySet, category);
    const passType = !typeFilter || (typeIds !== null && isIn(typeIds, type)) || (typeRemote && remote);
    const passLevel = levelSet === null || isIn(levelSet, level);
    const passLocation = !locationFilter || (citySet !== null && isIn(citySet, city)) || (locationRemote && remote);
    const passSalary =
      minSalary <= 0 || (minSalaryLevel > 0 ? salaryLevel >= minSalaryLevel : salaryOf[doc] >= minSalary);
    const passPosted = !postedFilter || postedOf[doc] >= postedAfter;
    let declaredFailed = firstFails[firstWord[doc]];
    for (let word = 1; word < wordCount; word++) declaredFailed |= declaredFails[word][declaredWords[word][doc]];
    const builtInFailures = +!passCategory + +!passType + +!passLevel + +!passLocation + +!passSalary + +!passPosted;
    // Two or more words' filters failed count as two: such a slot is in no facet.
    const failures =
      builtInFailures + (declaredFailed === 0 ? 0 : (declaredFailed & (declaredFailed - 1)) === 0 ? 1 : 2);
    if (failures === 0) {
      resultCount++;
      if (best === null) results[resultCount - 1] = doc;
      else if (score![doc] >= best.threshold) best.offer(doc, score![doc]);
    }
    if (!wantFacets || failures > 1) continue;
    if (failures === 0 || !passCategory) categoryCounts[category]++;
    if (failures === 0 || !passType) {
      typeCounts[type]++;
      if (remote) tally.remoteType++;
    }
    if (failures === 0 || !passLevel) levelCounts[level]++;
    if (failures === 0 || !passLocation) {
      if (city >= 0) cityCounts[city]++;
      if (remote) tally.remote++;
    }
    if (failures === 0 || !passSalary) salaryHist[salaryLevel]++;
    if (failures === 0 || !passPosted) {
      const age = now - postedOf[doc];
      postedHist[+(age <= day) + +(age <= week) + +(age <= month)]++;
    }
    if (builtInFailures === 0) {
      if ((declaredFailed & ~FIRST_WORD_FAIL) === 0) firstJoint[firstWord[doc]]++;
      for (let word = 1; word < wordCount; word++)
        if ((declaredFailed & ~(FIRST_WORD_FAIL << word)) === 0) declaredJoints[word][declaredWords[word][doc]]++;
    }
  }
  return resultCount;
}

/** The counters of one search's facets; salary levels and posted windows as histograms until counts() makes them cumulative. */
export class FacetTally implements FacetCounters {
  readonly categoryCounts: Int32Array;
  readonly typeCounts: Int32Array;
  readonly levelCounts = zeroedCounter(Counter.tallyLevel, EXPERIENCE_LEVEL_VALUES.length);
  readonly cityCounts: Int32Array;
  /** A job counts once, at the number of thresholds it reaches. */
  readonly salaryHist = zeroedCounter(Counter.tallySalary, SALARY_BUCKETS.length + 1);
  /** A job counts once, at the number of windows (30 days, 7 days, 24 hours) it is within. */
  readonly postedHist = zeroedCounter(Counter.tallyPosted, postedKeys.length + 1);
  readonly declaredJoints: Int32Array[];
  remoteType = 0;
  remote = 0;

  /** Its counters are the process's scratch counters (scratch-counters.ts): one tally per search, read before the next. */
  constructor(slots: JobSlots) {
    this.categoryCounts = zeroedCounter(Counter.tallyCategory, slots.categories.labels.length);
    this.typeCounts = zeroedCounter(Counter.tallyType, slots.jobTypes.labels.length);
    this.cityCounts = zeroedCounter(Counter.tallyCity, slots.cities.labels.length);
    this.declaredJoints = zeroedWordCounters("tally", slots.layout.cells);
  }

  /** The counts; salary bucket b counts jobs reaching more than b thresholds, posted window i (24h, 7d, 30d) those within it. */
  counts(): FacetCounts {
    const salary = zeroedCounter(Counter.countsSalary, SALARY_BUCKETS.length);
    const posted = zeroedCounter(Counter.countsPosted, postedKeys.length);
    for (let bucket = 0; bucket < salary.length; bucket++)
      for (let level = bucket + 1; level < this.salaryHist.length; level++) salary[bucket] += this.salaryHist[level];
    for (let index = 0; index < posted.length; index++)
      for (let level = postedKeys.length - index; level < this.postedHist.length; level++)
        posted[index] += this.postedHist[level];
    return {
      category: this.categoryCounts,
      type: this.typeCounts,
      remoteType: this.remoteType,
      level: this.levelCounts,
      city: this.cityCounts,
      remote: this.remote,
      salary,
      posted,
      declaredJoints: this.declaredJoints,
    };
  }
}

/** The facet lists shown beside the results: values with jobs (or chosen), most jobs first. */
export function facetLists(slots: JobSlots, counts: FacetCounts, filters: SearchFilters): SearchFacets {
  const declared = slots.layout.listsFrom(counts.declaredJoints, filters.declared);
  const listOf = (dictionary: Dictionary, values: Int32Array, selected: string[] | undefined): FacetValue[] =>
    dictionary.values
      .map((value, id) => ({ value, label: dictionary.labels[id], count: values[id] }))
      .filter((item) => item.count > 0 || selected?.includes(item.value))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const types = listOf(slots.jobTypes, counts.type, filters.jobType);
  if (counts.remoteType > 0 || (filters.jobType?.includes("Remote") ?? false))
    types.push({ value: "Remote", label: "Remote", count: counts.remoteType });
  return {
    category: listOf(slots.categories, counts.category, filters.category),
    jobType: types,
    level: EXPERIENCE_LEVEL_VALUES.map((value, id) => ({ value, label: value, count: counts.level[id] })),
    location: [
      { value: "remote", label: "Remote", count: counts.remote },
      ...listOf(slots.cities, counts.city, filters.location),
    ],
    minSalary: SALARY_BUCKETS.map((bucket, index) => ({
      value: String(bucket.value),
      label: bucket.label,
      count: counts.salary[index],
    })),
    posted: postedKeys.map((key, index) => ({
      value: key,
      label: POSTED_WITHIN[key].label,
      count: counts.posted[index],
    })),
    // listsFrom lists every facet of the slots' layout: the declared ones (or, in the engine's tests, more).
    ...(declared as Record<DeclaredFacetName, FacetValue[]>),
  };
}
