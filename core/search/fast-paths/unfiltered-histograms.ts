import { TYPE_SHIFT, cityCellOf } from "../facets/facet-code";
import type { FacetCounters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import { Counter, zeroedCounter, zeroedWordCounters } from "../facets/scratch-counters";
import { MAX_WORD_CELLS } from "../facets/declared-facets";

/**
 * The counters of a count without filters from the packed codes (facet-code.ts). Every increment of a counter waits
 * for the last one to the same counter, so such a count makes three per slot instead of seven: level, remote, salary
 * level and job type are the code's group (bits 0-10), and with the posted window (2 bits) they index one joint
 * histogram, split by addUnfiltered. A slot without a city counts in a cell of its own instead of behind a
 * branch (a third of jobs are remote). Each word of the declared facets (declared-facets.ts) takes one more counter.
 */
export interface UnfilteredHistograms {
  categoryCounts: Int32Array;
  /** Cell 0: slots without a city; cell c + 1: city c. */
  cityCells: Int32Array;
  /** Cell (group << 2) | posted window; as many cells as the job types in use need. */
  joint: Int32Array;
  /** By word, cell c: slots whose declared facets' word is c (JobSlots.declaredWords). */
  declaredCells: Int32Array[];
  /** JobSlots.declaredWords. */
  declaredOf: Uint16Array[];
  /**
   * The first two words' cells and words (declaredCells[0] and [1], declaredOf[0] and [1]), read in one step each: a
   * word reached through the arrays of arrays cost 2.5 ns more a slot (7.5 ms a pass over 3,000,000 slots; decision
   * 217). On a board with one word the second is a counter nobody reads, over the first word's values.
   */
  firstCells: Int32Array;
  firstOf: Uint16Array;
  secondCells: Int32Array;
  secondOf: Uint16Array;
  /** JobSlots.city, for the slots whose city is past what the code holds. */
  cityOf: Int32Array;
  /** JobSlots.postedClassesAt the search's time: how many posted windows each slot is within. */
  postedClass: Uint8Array;
}

export function unfilteredHistograms(slots: JobSlots, now: number): UnfilteredHistograms {
  const declaredCells = zeroedWordCounters("unfiltered", slots.layout.cells);
  return {
    categoryCounts: zeroedCounter(Counter.unfilteredCategory, slots.categories.labels.length),
    cityCells: zeroedCounter(Counter.unfilteredCity, slots.cities.labels.length + 1),
    joint: zeroedCounter(Counter.unfilteredJoint, Math.max(1, slots.jobTypes.labels.length) << (TYPE_SHIFT + 2)),
    declaredCells,
    declaredOf: slots.declaredWords,
    firstCells: declaredCells[0],
    firstOf: slots.declaredWords[0],
    ...secondWord(declaredCells, slots.declaredWords),
    cityOf: slots.city,
    postedClass: slots.postedClassesAt(now),
  };
}

/** Counts one live slot into the histograms of a count without filters: its packed code and slot. */
export function countUnfilteredSlot(histograms: UnfilteredHistograms, code: number, slot: number): void {
  histograms.categoryCounts[(code >>> 11) & 0xff]++;
  histograms.cityCells[cityCellOf(code, histograms.cityOf, slot)]++;
  histograms.joint[((code & 0x7ff) << 2) | histograms.postedClass[slot]]++;
  histograms.firstCells[histograms.firstOf[slot]]++;
  histograms.secondCells[histograms.secondOf[slot]]++;
  const { declaredCells, declaredOf } = histograms;
  for (let word = 2; word < declaredOf.length; word++) declaredCells[word][declaredOf[word][slot]]++;
}

/**
 * The counts of the slots listed in `listed` from `from` to `to`, as a count without filters counts its matches: the
 * passing slots a fast path has listed. In the scratch counters (valid until the next search asks for them).
 */
export function countListedSlots(
  slots: JobSlots,
  now: number,
  listed: Int32Array,
  from: number,
  to: number,
): UnfilteredHistograms {
  const histograms = unfilteredHistograms(slots, now);
  const { facetCode } = slots;
  for (let i = from; i < to; i++) countUnfilteredSlot(histograms, facetCode[listed[i]], listed[i]);
  return histograms;
}

/** Written by a board with one declared word's counts of a second (UnfilteredHistograms.secondCells), never read. */
const unreadCells = new Int32Array(MAX_WORD_CELLS);

/** UnfilteredHistograms' second word: the declared word 1 when there is one. */
export function secondWord(
  declaredCells: Int32Array[],
  declaredOf: Uint16Array[],
): Pick<UnfilteredHistograms, "secondCells" | "secondOf"> {
  return declaredOf.length > 1
    ? { secondCells: declaredCells[1], secondOf: declaredOf[1] }
    : { secondCells: unreadCells, secondOf: declaredOf[0] };
}

/** How many slots histograms of a count without filters hold (each is in one cell of the joint). */
export function slotsIn(histograms: UnfilteredHistograms): number {
  let slots = 0;
  for (let cell = 0; cell < histograms.joint.length; cell++) slots += histograms.joint[cell];
  return slots;
}

/**
 * How many slots a joint histogram holds that are remote (as addUnfiltered counts them: the code's bit 3, as 0x20),
 * of those within the posted windows from `minPostedClass` on (every slot by default).
 */
export function remoteIn(joint: Int32Array, minPostedClass = 0): number {
  let remote = 0;
  for (let cell = 0; cell < joint.length; cell++)
    if ((cell & 0x20) !== 0 && (cell & 3) >= minPostedClass) remote += joint[cell];
  return remote;
}

/** Adds the histograms of an unfiltered count to a search's tally (facets.ts's FacetTally); returns how many of its jobs are remote. */
export function addUnfiltered(tally: FacetCounters, histograms: UnfilteredHistograms): number {
  const { categoryCounts, cityCells, joint, declaredCells } = histograms;
  let remote = 0;
  for (let cell = 0; cell < joint.length; cell++) {
    const count = joint[cell];
    if (count === 0) continue;
    tally.postedHist[cell & 3] += count;
    tally.levelCounts[(cell >>> 2) & 7] += count;
    if ((cell & 0x20) !== 0) remote += count;
    tally.salaryHist[(cell >>> 6) & 7] += count;
    tally.typeCounts[cell >>> 9] += count;
  }
  for (let id = 0; id < tally.categoryCounts.length; id++) tally.categoryCounts[id] += categoryCounts[id];
  for (let city = 0; city < tally.cityCounts.length; city++) tally.cityCounts[city] += cityCells[city + 1];
  declaredCells.forEach((cells, word) => {
    const joint = tally.declaredJoints[word];
    for (let cell = 0; cell < cells.length; cell++) joint[cell] += cells[cell];
  });
  return remote;
}
