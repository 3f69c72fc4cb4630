import { FacetTally, type Scan } from "../facets/facets";
import type { ChosenFilters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import { phraseCursors, plannedScore, type WordsPlan } from "../text/matching";
import { countFiltered, type MatchedSlots } from "./filtered-count";
import { countCategoryGroupFiltered, onlyCategoryAndGroupChosen } from "./category-group-filters";
import { subtractFrom, type LiveTotals } from "./live-totals";
import { offerPlannedPage } from "./planned-words-page";
import { keptListCounts } from "./kept-word-counts";
import { addUnfiltered, countListedSlots, slotsIn } from "./unfiltered-histograms";

/*
 * A query of two or three words in Best Match order ('product manager', 'senior python developer'), when the Matcher
 * would score it from the rarest word's one list with the others looked up by slot (Matcher.wordsPlan). The Matcher
 * writes a score, a count of words and a candidate for each of the rarest word's slots, adds the phrase bonuses from
 * the phrases' lists, and filterAndCount then reads them all back to count and page. Here a pass counts the slots with
 * every word without valuing any (or the word's kept counts less the slots missing another word), and only a few slots
 * are valued: without filters the page's best are walked from groups made once (planned-words-page.ts, decision 231:
 * 'product manager' at 3,000,000 jobs went from 28-40 ms to 6); with filters those that pass (in 'product manager'
 * with a category and a level, 41 ms went to 20-26, decision 226, and to 18 reading the rarer word's list as it is,
 * decision 231).
 */

/** Which live slots of the rarest word's list a pass lists: those with every other word too, or those missing one. */
const WITH_ALL = 1;
const MISSING_ONE = 0;

/**
 * The scan: the page offered to `best`, the count, and the facets when asked. `chosen` is null without filters; with,
 * they must suit countFiltered (packed codes, every city in the code). Returns null when no live slot has every word,
 * or none passes the filters: the answer may then be a partial match (in a place), which the Matcher makes.
 */
export function scanPlannedWords(
  plan: WordsPlan,
  slots: JobSlots,
  chosen: ChosenFilters | null,
  now: number,
  wantFacets: boolean,
  results: Int32Array,
  best: BestMatches,
  liveTotals: LiveTotals,
): Scan | null {
  const tally = wantFacets ? new FacetTally(slots) : null;
  if (chosen === null) {
    // Every slot with every word is counted in a pass that values none; the page comes from the best of them, kept
    // grouped by value (planned-words-page.ts).
    const count =
      tally === null ? countWithAll(plan, slots.alive) : countWithFacets(plan, slots, now, tally, results, liveTotals);
    if (count === 0) return null;
    offerPlannedPage(plan, slots, best);
    return { results, count, facets: tally?.counts() };
  }
  // With filters, only the passing slots are valued: filtered and counted first (countFiltered), then valued.
  const candidates = candidatesOf(plan, slots.alive, results);
  const count = onlyCategoryAndGroupChosen(chosen)
    ? countCategoryGroupFiltered(slots, candidates, chosen, now, tally, results)
    : countFiltered(slots, candidates, chosen, now, tally, results, null);
  // None passed: the Matcher decides whether any job (in the place searched) has every word, or the answer is a
  // partial match.
  if (count === 0) return null;
  offerListed(plan, slots, results, count, best);
  return { results, count, facets: tally?.counts() };
}

/**
 * The candidates countFiltered reads: with one looked-up word of one list ('product manager'), the rarest word's own
 * list, a slot counting when its mask in the other word is not 0 (as a Match's count reaches `required`); else the
 * slots with every word, listed into `results` first (countFiltered writes behind its reading). Reading the list
 * itself spares a pass over a million postings at 3,000,000 jobs.
 */
function candidatesOf(plan: WordsPlan, alive: Uint8Array, results: Int32Array): MatchedSlots {
  const [only] = plan.others;
  if (plan.others.length === 1 && only.masksA === only.masksB) {
    const { docs, length } = plan.first.list;
    return { candidates: docs, candidateCount: length, matched: only.masksA, required: 1, score: noScores };
  }
  const withAll = listLive(plan, alive, results, WITH_ALL);
  return { candidates: results, candidateCount: withAll, matched: null, required: 0, score: noScores };
}

/**
 * How many live slots have every word, their facets counted into `tally`: the rarest word's kept counts
 * (LiveTotals.ofWord, made here when missing) less the slots missing another word, when most have them all; else the
 * slots with every word, counted from their list.
 */
function countWithFacets(
  plan: WordsPlan,
  slots: JobSlots,
  now: number,
  tally: FacetTally,
  results: Int32Array,
  liveTotals: LiveTotals,
): number {
  const kept = mostHaveAll(plan, slots.alive) ? keptListCounts(plan.first.list, slots, now, results, liveTotals) : null;
  if (kept !== null) {
    const missing = listLive(plan, slots.alive, results, MISSING_ONE);
    const counted = countListedSlots(slots, now, results, 0, missing);
    subtractFrom(kept, counted);
    tally.remoteType = tally.remote = addUnfiltered(tally, counted);
    return slotsIn(kept) - missing;
  }
  const withAll = listLive(plan, slots.alive, results, WITH_ALL);
  tally.remoteType = tally.remote = addUnfiltered(tally, countListedSlots(slots, now, results, 0, withAll));
  return withAll;
}

/** countFiltered reads scores only to offer to a page; it is given none here. */
const noScores = new Float32Array(0);

/**
 * The masks by slot of a plan's looked-up words, two words' (A and B for each word's one or two lists): a plan of two
 * words gives its one looked-up word twice, so that the passes test both in one loop without a branch.
 */
function lookedUpMasks(plan: WordsPlan): [Uint8Array, Uint8Array, Uint8Array, Uint8Array] {
  const [one, two = one] = plan.others;
  return [one.masksA, one.masksB, two.masksA, two.masksB];
}

/** Whether most of the rarest word's live slots have every other word too, from every 64th (either answer counts right). */
function mostHaveAll(plan: WordsPlan, alive: Uint8Array): boolean {
  const { docs, length } = plan.first.list;
  const [oneA, oneB, twoA, twoB] = lookedUpMasks(plan);
  let [live, withAll] = [0, 0];
  for (let j = 0; j < length; j += 64) {
    const doc = docs[j];
    live += alive[doc];
    withAll += alive[doc] & +((oneA[doc] | oneB[doc]) !== 0) & +((twoA[doc] | twoB[doc]) !== 0);
  }
  return withAll * 2 > live;
}

/**
 * Lists into `results` the live slots of the rarest word's list with every other word too (`side` WITH_ALL) or missing
 * one (MISSING_ONE), in slot order, without a branch. Returns how many.
 */
function listLive(plan: WordsPlan, alive: Uint8Array, results: Int32Array, side: number): number {
  const { docs, length } = plan.first.list;
  const [oneA, oneB, twoA, twoB] = lookedUpMasks(plan);
  let count = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    results[count] = doc;
    const withAll = +((oneA[doc] | oneB[doc]) !== 0) & +((twoA[doc] | twoB[doc]) !== 0);
    count += alive[doc] & +(withAll === side);
  }
  return count;
}

/** How many live slots of the rarest word's list have every other word too. */
function countWithAll(plan: WordsPlan, alive: Uint8Array): number {
  const { docs, length } = plan.first.list;
  const [oneA, oneB, twoA, twoB] = lookedUpMasks(plan);
  let count = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    count += alive[doc] & +((oneA[doc] | oneB[doc]) !== 0) & +((twoA[doc] | twoB[doc]) !== 0);
  }
  return count;
}

/**
 * Offers the first `count` slots of `listed` (each with every word, in slot order) to `best`, valued as the Matcher
 * values them, their masks in the rarest word's list and the phrases' found by walking them beside.
 */
function offerListed(plan: WordsPlan, slots: JobSlots, listed: Int32Array, count: number, best: BestMatches): void {
  const { docs, masks } = plan.first.list;
  const phrases = phraseCursors(plan);
  const { titleWords, posted } = slots;
  let inFirst = 0;
  for (let i = 0; i < count; i++) {
    const doc = listed[i];
    // Every listed slot is in the rarest word's list.
    while (docs[inFirst] < doc) inFirst++;
    const value = plannedScore(plan, titleWords, doc, masks[inFirst], phrases);
    // The posting time (8 bytes at a random place) is read only for a value that can reach the page.
    if (value >= best.threshold && best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}
