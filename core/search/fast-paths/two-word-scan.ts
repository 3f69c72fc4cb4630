import { FacetTally, type Scan } from "../facets/facets";
import type { ChosenFilters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import { twoWordScore, type TwoWordPlan } from "../text/matching";
import { countFiltered } from "./filtered-count";
import { subtractFrom, type LiveTotals } from "./live-totals";
import { offerTwoWordPage } from "./two-word-page";
import { addUnfiltered, countListedSlots, slotsIn, type UnfilteredHistograms } from "./unfiltered-histograms";

/*
 * A query of two words in Best Match order ('product manager', 'python developer'), when the Matcher would score it
 * from the rarer word's one list with the other word looked up by slot (Matcher.twoWordPlan). The Matcher writes a
 * score, a count of words and a candidate for each of the rarer word's slots, adds the phrase bonus from the phrase's
 * list, and filterAndCount then reads them all back to count and page. Here a pass counts the slots with both words
 * without valuing any (or the word's kept counts less the slots missing the other word), and only a few slots are
 * valued: without filters the page's best are walked from groups made once (two-word-page.ts, decision 231:
 * 'product manager' at 3,000,000 jobs went from 28-40 ms to 6); with filters those that pass (in 'product manager'
 * with a category and a level, 41 ms went to 20-26, decision 226).
 */

/** Which live slots of the rarer word's list a pass lists: those with the other word too, or those without it. */
const WITH_BOTH = 1;
const MISSING_ONE = 0;

/**
 * The scan: the page offered to `best`, the count, and the facets when asked. `chosen` is null without filters; with,
 * they must suit countFiltered (packed codes, every city in the code). Returns null when no live slot has both words:
 * the answer is then a partial match, which the Matcher makes.
 */
export function scanTwoWords(
  plan: TwoWordPlan,
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
    // Every slot with both words is counted in a pass that values none; the page comes from the best of them, kept
    // grouped by value (two-word-page.ts).
    const count =
      tally === null ? countBoth(plan, slots.alive) : countWithFacets(plan, slots, now, tally, results, liveTotals);
    if (count === 0) return null;
    offerTwoWordPage(plan, slots, best);
    return { results, count, facets: tally?.counts() };
  }
  // With filters, only the passing slots are valued: listed, filtered and counted first (countFiltered, in place).
  const both = listLive(plan, slots.alive, results, WITH_BOTH);
  if (both === 0) return null;
  const candidates = { candidates: results, candidateCount: both, matched: null, required: 0, score: noScores };
  const count = countFiltered(slots, candidates, chosen, now, tally, results, null);
  offerListed(plan, slots, results, count, best);
  return { results, count, facets: tally?.counts() };
}

/**
 * How many live slots have both words, their facets counted into `tally`: the rarer word's kept counts (LiveTotals.ofWord,
 * made here when missing) less the slots missing the other word, when most have it; else the slots with both.
 */
function countWithFacets(
  plan: TwoWordPlan,
  slots: JobSlots,
  now: number,
  tally: FacetTally,
  results: Int32Array,
  liveTotals: LiveTotals,
): number {
  const kept = mostHaveBoth(plan, slots.alive) ? keptCounts(plan, slots, now, results, liveTotals) : null;
  if (kept !== null) {
    const missing = listLive(plan, slots.alive, results, MISSING_ONE);
    const counted = countListedSlots(slots, now, results, 0, missing);
    subtractFrom(kept, counted);
    tally.remoteType = tally.remote = addUnfiltered(tally, counted);
    return slotsIn(kept) - missing;
  }
  const both = listLive(plan, slots.alive, results, WITH_BOTH);
  tally.remoteType = tally.remote = addUnfiltered(tally, countListedSlots(slots, now, results, 0, both));
  return both;
}

/**
 * The counts of the rarer word's live slots, as LiveTotals keeps them for a word searched alone; counted and kept here
 * when they are not, so that the next search counts only the slots missing the other word. Null when not kept (too
 * few postings).
 */
function keptCounts(
  plan: TwoWordPlan,
  slots: JobSlots,
  now: number,
  results: Int32Array,
  liveTotals: LiveTotals,
): UnfilteredHistograms | null {
  const lists = [plan.first.list];
  const kept = liveTotals.ofWord(now, lists);
  if (kept !== null) return kept;
  const { docs, length } = plan.first.list;
  const { alive } = slots;
  let live = 0;
  for (let j = 0; j < length; j++) {
    results[live] = docs[j];
    live += alive[docs[j]];
  }
  liveTotals.keepWord(lists, countListedSlots(slots, now, results, 0, live));
  return liveTotals.ofWord(now, lists);
}

/** countFiltered reads scores only to offer to a page; it is given none here. */
const noScores = new Float32Array(0);

/** Whether most of the rarer word's live slots have the other word too, from every 64th (either answer counts right). */
function mostHaveBoth(plan: TwoWordPlan, alive: Uint8Array): boolean {
  const { docs, length } = plan.first.list;
  const { masksA, masksB } = plan.second;
  let [live, both] = [0, 0];
  for (let j = 0; j < length; j += 64) {
    const doc = docs[j];
    live += alive[doc];
    both += alive[doc] & +((masksA[doc] | masksB[doc]) !== 0);
  }
  return both * 2 > live;
}

/**
 * Lists into `results` the live slots of the rarer word's list with the other word too (`side` WITH_BOTH) or without it
 * (MISSING_ONE), in slot order, without a branch. Returns how many.
 */
function listLive(plan: TwoWordPlan, alive: Uint8Array, results: Int32Array, side: number): number {
  const { docs, length } = plan.first.list;
  const { masksA, masksB } = plan.second;
  let count = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    results[count] = doc;
    count += alive[doc] & +(+((masksA[doc] | masksB[doc]) !== 0) === side);
  }
  return count;
}

/** How many live slots of the rarer word's list have the other word too. */
function countBoth(plan: TwoWordPlan, alive: Uint8Array): number {
  const { docs, length } = plan.first.list;
  const { masksA, masksB } = plan.second;
  let count = 0;
  for (let j = 0; j < length; j++) count += alive[docs[j]] & +((masksA[docs[j]] | masksB[docs[j]]) !== 0);
  return count;
}

/** An empty list, for a plan without a phrase. */
const noPhrase = { docs: new Int32Array(0), masks: new Uint8Array(0), length: 0 };

/**
 * Offers the first `count` slots of `listed` (each with both words, in slot order) to `best`, valued as the Matcher
 * values them, their masks in the rarer word's list and the phrase's found by walking both beside them.
 */
function offerListed(plan: TwoWordPlan, slots: JobSlots, listed: Int32Array, count: number, best: BestMatches): void {
  const { docs, masks } = plan.first.list;
  const { docs: phraseDocs, masks: phraseMasks, length: phraseLength } = plan.phrase ?? noPhrase;
  const { titleWords, posted } = slots;
  let inFirst = 0;
  let inPhrase = 0;
  for (let i = 0; i < count; i++) {
    const doc = listed[i];
    // Every listed slot is in the rarer word's list.
    while (docs[inFirst] < doc) inFirst++;
    while (inPhrase < phraseLength && phraseDocs[inPhrase] < doc) inPhrase++;
    const phraseMask = inPhrase < phraseLength && phraseDocs[inPhrase] === doc ? phraseMasks[inPhrase] : 0;
    const value = twoWordScore(plan, titleWords, doc, masks[inFirst], phraseMask);
    // The posting time (8 bytes at a random place) is read only for a value that can reach the page.
    if (value >= best.threshold && best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}
