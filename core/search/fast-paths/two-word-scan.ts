import { FacetTally, type Scan } from "../facets/facets";
import type { ChosenFilters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import { twoWordScore, type TwoWordPlan } from "../text/matching";
import { countFiltered } from "./filtered-count";
import { subtractFrom, type LiveTotals } from "./live-totals";
import { addUnfiltered, countListedSlots, slotsIn } from "./unfiltered-histograms";

/*
 * A query of two words in Best Match order ('product manager', 'python developer'), when the Matcher would score it
 * from the rarer word's one list with the other word looked up by slot (Matcher.twoWordPlan). The Matcher writes a
 * score, a count of words and a candidate for each of the rarer word's slots, adds the phrase bonus from the phrase's
 * list, and filterAndCount then reads them all back to count and page. Here one pass lists the slots with both words,
 * the facets are counted from that list (or from the word's kept counts less the slots missing the other word), and
 * only the slots that pass the filters are valued, as the Matcher values them (twoWordScore). With filters, a fraction
 * of the candidates: 'product manager' with a category and a level at 3,000,000 jobs took 41 ms (15 of them matching)
 * and takes 20-26 (decision 226).
 */

/**
 * Without filters the scan takes a rarer word in at most one slot in this many; a commoner one is left to the Matcher.
 * Every slot with both words is valued either way then, and at 3,000,000 jobs 'product manager' ('manager' in 35% of
 * them, 'product' in all) took 41 ms here against 32 through the Matcher, where 'python developer' (13%) took 12
 * against 18.
 */
const UNFILTERED_SHARE = 4;

/** Which live slots of the rarer word's list the pass lists: those with the other word too, or those without it. */
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
  if (chosen === null && plan.first.list.length * UNFILTERED_SHARE > slots.size) return null;
  const tally = wantFacets ? new FacetTally(slots) : null;
  if (chosen === null && tally !== null) {
    // The rarer word's counts may be kept (searched alone, LiveTotals.ofWord): when most of its slots have the other
    // word, the facets are those counts less the slots missing it, and the slots with both are offered in the pass.
    const kept = liveTotals.ofWord(now, [plan.first.list]);
    if (kept !== null && mostHaveBoth(plan, slots.alive)) {
      const missing = offerBothListing(plan, slots, best, results, MISSING_ONE);
      const count = slotsIn(kept) - missing;
      if (count === 0) return null;
      const counted = countListedSlots(slots, now, results, 0, missing);
      subtractFrom(kept, counted);
      tally.remoteType = tally.remote = addUnfiltered(tally, counted);
      return { results, count, facets: tally.counts() };
    }
  }
  if (chosen === null) {
    // Every slot with both words is on the page's way: offered in the pass, and counted from the list it makes.
    const both = offerBothListing(plan, slots, best, results, WITH_BOTH);
    if (both === 0) return null;
    if (tally !== null)
      tally.remoteType = tally.remote = addUnfiltered(tally, countListedSlots(slots, now, results, 0, both));
    return { results, count: both, facets: tally?.counts() };
  }
  // With filters, only the passing slots are valued: listed, filtered and counted first (countFiltered, in place).
  const both = listBoth(plan, slots.alive, results);
  if (both === 0) return null;
  const candidates = { candidates: results, candidateCount: both, matched: null, required: 0, score: noScores };
  const count = countFiltered(slots, candidates, chosen, now, tally, results, null);
  offerListed(plan, slots, results, count, best);
  return { results, count, facets: tally?.counts() };
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

/** Lists into `results` the live slots of the rarer word's list with the other word too, in slot order, without a branch. Returns how many. */
function listBoth(plan: TwoWordPlan, alive: Uint8Array, results: Int32Array): number {
  const { docs, length } = plan.first.list;
  const { masksA, masksB } = plan.second;
  let count = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    results[count] = doc;
    count += alive[doc] & +((masksA[doc] | masksB[doc]) !== 0);
  }
  return count;
}

/** An empty list, for a plan without a phrase. */
const noPhrase = { docs: new Int32Array(0), masks: new Uint8Array(0), length: 0 };

/**
 * Offers each live slot of the rarer word's list with both words to `best`, valued as the Matcher values it (the
 * first word's mask from its posting, the phrase's from the phrase's list walked alongside: both lists are in slot
 * order), and lists into `results` the live ones with both words (`side` WITH_BOTH) or missing the other (MISSING_ONE),
 * without a branch. Returns how many it listed.
 */
function offerBothListing(
  plan: TwoWordPlan,
  slots: JobSlots,
  best: BestMatches,
  results: Int32Array,
  side: number,
): number {
  const { docs, masks, length } = plan.first.list;
  const { masksA, masksB } = plan.second;
  const { docs: phraseDocs, masks: phraseMasks, length: phraseLength } = plan.phrase ?? noPhrase;
  const { alive, titleWords, posted } = slots;
  let listed = 0;
  let inPhrase = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    const live = alive[doc];
    const has = +((masksA[doc] | masksB[doc]) !== 0);
    results[listed] = doc;
    listed += live & +(has === side);
    if ((live & has) === 0) continue;
    while (inPhrase < phraseLength && phraseDocs[inPhrase] < doc) inPhrase++;
    const phraseMask = inPhrase < phraseLength && phraseDocs[inPhrase] === doc ? phraseMasks[inPhrase] : 0;
    const value = twoWordScore(plan, titleWords, doc, masks[j], phraseMask);
    // The posting time (8 bytes at a random place) is read only for a value that can reach the page.
    if (value >= best.threshold && best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
  return listed;
}

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
