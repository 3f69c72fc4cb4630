import { CITY_OVERFLOW, CITY_SHIFT, MAX_CATEGORIES, TYPE_SHIFT } from "../facets/facet-code";
import type { ChosenFilters, FacetCounters } from "../facets/chosen-filters";
import { MAX_WORD_CELLS } from "../facets/declared-facets";
import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import { Counter, zeroedCounter } from "../facets/scratch-counters";
import { TITLE } from "../text/postings";
import type { Postings } from "../text/postings";
import { JOINT, splitDenseWord } from "./cell-counts";
import {
  listPassingTitledSince,
  listPassingUntitled,
  offerPassingTitledFirst,
  type DenseWord,
  type Listed,
} from "./dense-best-page";
import { addJointCells, failureTables } from "./filtered-count";
import type { LiveTotals } from "./live-totals";
import { keptDenseCounts } from "./kept-word-counts";
import { addUnfiltered, unfilteredHistograms, type UnfilteredHistograms } from "./unfiltered-histograms";

/*
 * A dense word (one-word-scan.ts: in most jobs, read by slot) with filters on the packed code's group and the posted
 * window alone: job type, level, a salary bucket, posted within ('engineer', full-time, 15 LPA and more). A facet
 * counts the jobs that pass every filter but its own, so:
 * - the category, location and declared facets count the passing jobs;
 * - the type, level, salary and posted facets are read from one joint count of the word's jobs by group and posted
 *   class (addJointCells, as decision 096's dense loop reads its own), since whether a job fails those filters is
 *   known from that cell.
 * So each slot takes one table read for whether it passes and increments made without a branch, where the general
 * dense loop (filtered-count.ts's countDenseFiltered) works out every filter's failure and counts by them behind
 * branches: at 3,000,000 jobs, 'engineer' full-time at 15 LPA and more took 75 ms through it (decision 225). Only with
 * a page kept in Best Match order, the page the search box asks for; other orders take the general loop.
 *
 * When the word's counts are kept (LiveTotals.ofWord), there is no pass at all: the joint is theirs, the other facets
 * are the passing cells' rows of the same counts split by cell (cell-counts.ts, made by one pass the first time), and
 * the page is walked from the word's titled slots grouped by value, testing each (decision 233).
 */

/** Whether the filters chosen are on the group and the posted window alone (a salary minimum only at a bucket). */
export function onlyGroupFiltersChosen(chosen: ChosenFilters): boolean {
  return (
    chosen.category === null &&
    !chosen.anyLocation &&
    !chosen.anyDeclared &&
    (chosen.minSalary === 0 || chosen.minSalaryLevel > 0)
  );
}

/** Counted into when no facets are asked for, and for a board's missing second declared word. */
const uncountedCategories = new Int32Array(MAX_CATEGORIES);
const uncountedWord = new Int32Array(MAX_WORD_CELLS);

/**
 * The dense word's passing slots offered to `best` (those with the word in the title first, dense-best-page.ts), the
 * facets into `tally`. Needs every city in the code (JobSlots.citiesInCode), as the one-word scan's filters do.
 * Returns how many passed and how many live slots the word is in.
 */
export function countDenseGroupFiltered(
  word: DenseWord,
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters | null,
  results: Int32Array,
  best: BestMatches,
  liveTotals: LiveTotals,
  lists: readonly Postings[],
): { count: number; matches: number } {
  const kept = keptDenseCounts(word, lists, slots, now, liveTotals);
  const tables = failureTables(slots, chosen);
  const groupPasses = Uint8Array.from(tables.group, (fails) => +((fails & 0xff) === 0));
  const postedPasses = Uint8Array.from(tables.posted, (fails) => +(fails === 0));
  const joint = zeroedCounter(Counter.filteredJoint, Math.max(1, slots.jobTypes.labels.length) << (TYPE_SHIFT + 5));
  const cityCells = zeroedCounter(Counter.filteredCity, CITY_OVERFLOW + 1);
  const { declaredWords } = slots;
  const counters: PassingCounters = {
    categories: tally?.categoryCounts ?? uncountedCategories,
    cities: cityCells,
    first: tally?.declaredJoints[0] ?? uncountedWord,
    second: (declaredWords.length > 1 && tally?.declaredJoints[1]) || uncountedWord,
  };
  const classes = slots.postedClassesAt(now);
  const { facetCode } = slots;
  const passes = (slot: number) => groupPasses[facetCode[slot] & 0x7ff] & postedPasses[classes[slot]];
  const cells =
    kept !== null && tally !== null
      ? liveTotals.cellsOfWord(lists, JOINT, () => splitDenseWord(word, slots, classes, kept, JOINT))
      : null;
  let titled: number;
  if (kept === null) titled = passTitled(word, slots, classes, groupPasses, postedPasses, joint, counters, results);
  else {
    // The word's kept counts (LiveTotals.ofWord) hold the joint already: the pass then leaves it out, and is not made
    // when nothing else needs it.
    jointOfKept(kept, joint);
    titled =
      tally === null || cells !== null
        ? listPassingTitledSince(word, slots, passes, results)
        : passTitledJointKnown(word, slots, classes, groupPasses, postedPasses, counters, results);
  }
  // The joint counted every live slot with the word by group and posted class: how many matched, how many passed.
  let [matches, count] = [0, 0];
  for (let cell = 0; cell < joint.length; cell++) {
    matches += joint[cell];
    count += joint[cell] * (groupPasses[cell >>> 5] & postedPasses[(cell >>> 3) & 3]);
  }
  // The passing slots without the word in the title, listed behind the titled ones only when something needs them.
  let untitled: Listed | null = null;
  const listUntitled = () =>
    (untitled ??= { list: results.subarray(titled), count: listPassingUntitled(word, slots, passes, results, titled) });
  offerPassingTitledFirst(word, slots, passes, results, titled, listUntitled, best);
  if (tally === null) return { count, matches };
  addJointCells(joint, tables, tally);
  if (cells !== null) {
    // The passing cells' categories, cities and declared codes, as a count without filters adds them (no joint).
    const passing = unfilteredHistograms(slots, now);
    cells.addPassing((cell) => groupPasses[cell >>> 2] & postedPasses[cell & 3], passing);
    addUnfiltered(tally, passing);
    return { count, matches };
  }
  for (let id = 0; id < tally.cityCounts.length; id++) tally.cityCounts[id] += cityCells[id + 1];
  // Words past the second (a board declaring more facets) from the passing slots listed.
  for (let at = 2; at < declaredWords.length; at++) {
    const [codes, cells] = [declaredWords[at], tally.declaredJoints[at]];
    const { list, count: listed } = listUntitled();
    for (let i = 0; i < titled; i++) cells[codes[results[i]]]++;
    for (let i = 0; i < listed; i++) cells[codes[list[i]]]++;
  }
  return { count, matches };
}

/**
 * The joint passTitled counts, from a word's kept counts: their cell (group << 2) | posted class is this one's
 * (group << 5) | (posted class << 3), with no failure outside the group and posted window.
 */
function jointOfKept(kept: UnfilteredHistograms, joint: Int32Array): void {
  const { joint: keptJoint } = kept;
  for (let cell = 0; cell < keptJoint.length; cell++) joint[((cell >>> 2) << 5) | ((cell & 3) << 3)] = keptJoint[cell];
}

/** The counts of the passing slots passTitled makes: by category, by the code's city field, and by two declared words. */
interface PassingCounters {
  categories: Int32Array;
  cities: Int32Array;
  first: Int32Array;
  second: Int32Array;
}

/**
 * The pass: counts each live slot with the word into `joint` by group and posted class, and each passing one into
 * `counters`; lists the passing slots with the word in the title into `results`. Returns how many it listed (its only
 * way out: decision 096).
 */
function passTitled(
  word: DenseWord,
  slots: JobSlots,
  postedClassOf: Uint8Array,
  groupPasses: Uint8Array,
  postedPasses: Uint8Array,
  joint: Int32Array,
  counters: PassingCounters,
  results: Int32Array,
): number {
  const { alive, facetCode, declaredWords, size } = slots;
  const { masksA, masksB } = word;
  const { categories, cities, first, second } = counters;
  const firstOf = declaredWords[0];
  const secondOf = declaredWords[1] ?? firstOf;
  let titled = 0;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    const inWord = +(either !== 0) & alive[doc];
    const code = facetCode[doc];
    const group = code & 0x7ff;
    const postedClass = postedClassOf[doc];
    // The cell as addJointCells reads it: group and posted class, and no failure outside them.
    joint[(group << 5) | (postedClass << 3)] += inWord;
    const passes = groupPasses[group] & postedPasses[postedClass] & inWord;
    categories[(code >>> 11) & 0xff] += passes;
    cities[code >>> CITY_SHIFT] += passes;
    first[firstOf[doc]] += passes;
    second[secondOf[doc]] += passes;
    // Written always, kept when it passes: no branch.
    results[titled] = doc;
    titled += passes & either & TITLE;
  }
  return titled;
}

/**
 * passTitled without the joint, for a word whose kept counts hold it: a copy of that loop less one line, since the
 * scattered increment left out is 1.4-1.5 ms of the search's 28 at 3,000,000 jobs ('engineer' full-time at 15 LPA,
 * medians of 20, alternating runs) and a flag inside one loop cost 2.5 ms either way (decision 225, amended 2026-12-05).
 */
function passTitledJointKnown(
  word: DenseWord,
  slots: JobSlots,
  postedClassOf: Uint8Array,
  groupPasses: Uint8Array,
  postedPasses: Uint8Array,
  counters: PassingCounters,
  results: Int32Array,
): number {
  const { alive, facetCode, declaredWords, size } = slots;
  const { masksA, masksB } = word;
  const { categories, cities, first, second } = counters;
  const firstOf = declaredWords[0];
  const secondOf = declaredWords[1] ?? firstOf;
  let titled = 0;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    const code = facetCode[doc];
    const passes = groupPasses[code & 0x7ff] & postedPasses[postedClassOf[doc]] & +(either !== 0) & alive[doc];
    categories[(code >>> 11) & 0xff] += passes;
    cities[code >>> CITY_SHIFT] += passes;
    first[firstOf[doc]] += passes;
    second[secondOf[doc]] += passes;
    results[titled] = doc;
    titled += passes & either & TITLE;
  }
  return titled;
}
