import { FacetTally, type Scan } from "../facets/facets";
import {
  addUnfiltered,
  countUnfilteredSlot,
  slotsIn,
  unfilteredHistograms,
  type UnfilteredHistograms,
} from "./unfiltered-histograms";
import { denseBestPage, offerDensePage } from "./dense-best-page";
import { countDenseFiltered, countFiltered } from "./filtered-count";
import { countDeclaredOnly, countDenseDeclaredOnly, onlyOneDeclaredWordChosen } from "./declared-only";
import { countDenseGroupFiltered, onlyGroupFiltersChosen } from "./group-filters";
import type { ChosenFilters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import { larger, valueOf, type Expansion, type SlotScores } from "../text/matching";
import { subtractFrom, type LiveTotals } from "./live-totals";
import { inMostSlots, keptListCounts } from "./kept-word-counts";
import { countWordInPlace, listWordInPlace, onlyLocationChosen } from "./place-browse";
import type { BestMatches } from "../facets/ranking";
import type { Postings } from "../text/postings";

const NONE = 0x7fffffff;

/**
 * A query of one word without filters or excluded jobs, the most common broad search ('engineer',
 * 'remote'), in one pass over the word's posting lists (one list, or two merged in slot order)
 * instead of three (score the slots, count those that match, then page them). Each live slot's
 * value is written to `score`, which is read only for the slots put in `results` (so nothing needs
 * clearing after), and its facets are counted as it is met. In Best Match order the page is kept
 * as the slots are met (`best`), and neither `score` nor `results` is written. The answers are
 * those of Matcher and filterAndCount (matching.test.ts compares them); search-index.ts decides
 * when this applies.
 */
export function scanOneWord(
  word: WordLists,
  slots: JobSlots,
  now: number,
  wantFacets: boolean,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
  liveTotals: LiveTotals,
): Scan {
  const dense = word.dense
    ? { first: word.lists[0], masksA: word.dense[0], second: word.lists[1], masksB: word.dense[1] }
    : null;
  if (!wantFacets)
    return {
      results,
      count:
        dense && best ? denseBestPage(dense, slots, best, null) : scanLists(word, slots, score, results, null, best),
    };
  // A broad word's counts may be kept from an earlier search (LiveTotals.ofWord): the search then only makes its page.
  const lists = postingListsOf(word);
  const kept = liveTotals.ofWord(now, lists);
  if (kept !== null) {
    if (dense && best) {
      offerDensePage(dense, slots, best);
      return withFacets(slots, results, slotsIn(kept), kept);
    }
    return withFacets(slots, results, scanLists(word, slots, score, results, null, best), kept);
  }
  // A word in most slots counts the slots it misses instead, and its facets are every live slot's less those.
  const totals = dense && inMostSlots(lists, slots) ? liveTotals.at(now) : null;
  const histograms = unfilteredHistograms(slots, now);
  let count: number;
  if (dense && totals && best) count = denseBestPage(dense, slots, best, histograms);
  else if (dense && totals)
    count = scanDense(
      dense.first,
      dense.masksA,
      dense.second,
      dense.masksB,
      slots,
      score,
      results,
      null,
      best,
      histograms,
    );
  else count = scanLists(word, slots, score, results, histograms, best);
  if (totals) subtractFrom(totals, histograms);
  // Every path leaves the word's own counts in `histograms` (less the missed slots: the live slots it is in).
  liveTotals.keepWord(lists, histograms);
  return withFacets(slots, results, count, histograms);
}

/** A scan's answer with its facets from the counts of the slots it matched. */
function withFacets(slots: JobSlots, results: Int32Array, count: number, counts: UnfilteredHistograms): Scan {
  const tally = new FacetTally(slots);
  tally.remote = tally.remoteType = addUnfiltered(tally, counts);
  return { results, count, facets: tally.counts() };
}

/** The word's posting lists, as LiveTotals keeps a word's counts by them. */
function postingListsOf(word: WordLists): Postings[] {
  return word.lists.map((expansion) => expansion.list);
}

/**
 * The same word with filters chosen (packed codes): its live slots and their values are listed by the scan, then
 * filtered and counted by countFiltered in place. Against the Matcher, that spares writing and reading a per-slot
 * match count and clearing its scratch arrays for the next search.
 */
export function scanOneWordFiltered(
  word: WordLists,
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  wantFacets: boolean,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
  liveTotals: LiveTotals,
): Scan {
  const tally = wantFacets ? new FacetTally(slots) : null;
  if (!word.dense && onlyLocationChosen(chosen)) {
    // A word in a place alone: the slots in the place are counted as a search without filters counts its matches, and
    // the location facet comes from the word's kept counts when there are some (place-browse.ts). Without a location
    // facet to count from the word's slots, a word of one list values and lists only those in the place. A broad word
    // of one list counts and keeps its counts at its first such search, so that the next ones list only the place.
    const lists = postingListsOf(word);
    const wordCounts =
      tally === null
        ? null
        : lists.length === 1
          ? keptListCounts(lists[0], slots, now, results, liveTotals)
          : liveTotals.ofWord(now, lists);
    let matches: number;
    let listed: number;
    if (word.lists.length === 1 && (tally === null || wordCounts !== null))
      ({ matches, listed } = listWordInPlace(word.lists[0], slots, chosen, score, results));
    else listed = matches = scanLists(word, slots, score, results, null, null);
    const count = countWordInPlace(slots, chosen, now, wordCounts, tally, results, listed, score, best);
    return { results, count, facets: tally?.counts(), wordMatches: matches };
  }
  // The declared facets of one word alone are read from that word alone (declared-only.ts).
  const declaredOnly = onlyOneDeclaredWordChosen(chosen);
  if (word.dense) {
    // Every slot is visited either way: value, filter and count them in one pass, without a list. Filters on the
    // group and posted window alone, with a Best Match page, take a pass of their own (group-filters.ts).
    const dense = { first: word.lists[0], masksA: word.dense[0], second: word.lists[1], masksB: word.dense[1] };
    const { count, matches } =
      best !== null && onlyGroupFiltersChosen(chosen)
        ? countDenseGroupFiltered(dense, slots, chosen, now, tally, results, best, liveTotals, postingListsOf(word))
        : declaredOnly
          ? countDenseDeclaredOnly(
              dense,
              slots,
              chosen,
              now,
              tally,
              score,
              results,
              best,
              liveTotals,
              postingListsOf(word),
            )
          : countDenseFiltered(dense, slots, chosen, now, tally, score, results, best);
    return { results, count, facets: tally?.counts(), wordMatches: matches };
  }
  if (word.lists.length === 1)
    return countOneListFiltered(word.lists[0], slots, chosen, now, tally, declaredOnly, score, results, best);
  const matches = scanLists(word, slots, score, results, null, null);
  const count = (declaredOnly ? countDeclaredOnly : countFiltered)(
    slots,
    { candidates: results, candidateCount: matches, matched: null, required: 0, score },
    chosen,
    now,
    tally,
    results,
    best,
  );
  return { results, count, facets: tally?.counts(), wordMatches: matches };
}

/**
 * A word of one list with filters: the filters' count reads the word's own list as its candidates (passing over the
 * dead slots), and only the slots that pass are valued, their masks found by walking the list beside them. Listing
 * and valuing every live slot of the word first took 7.7 ms of the 20 that 'developer' (811,000 slots at 3,000,000
 * jobs) with an LPA band and a stage took (decision 232).
 */
function countOneListFiltered(
  word: Expansion,
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  tally: FacetTally | null,
  declaredOnly: boolean,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
): Scan {
  const { docs, length } = word.list;
  const candidates = { candidates: docs, candidateCount: length, matched: null, required: 0, score };
  const count = (declaredOnly ? countDeclaredOnly : countFiltered)(
    slots,
    candidates,
    chosen,
    now,
    tally,
    results,
    null,
  );
  valuePassing(word, slots, results, count, score, best);
  return { results, count, facets: tally?.counts(), wordMatches: anyLive(docs, length, slots.alive) };
}

/**
 * Values the first `count` slots of `passing` (in slot order, each in the word's list) into `score`, and offers each
 * that may enter the page to `best` when there is one.
 */
function valuePassing(
  word: Expansion,
  slots: JobSlots,
  passing: Int32Array,
  count: number,
  score: SlotScores,
  best: BestMatches | null,
): void {
  const { docs, masks } = word.list;
  const { titleWords, posted } = slots;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const doc = passing[i];
    while (docs[at] < doc) at++;
    const value = valueOf(masks[at], word.factor, word.words, titleWords, doc);
    score[doc] = value;
    if (best !== null && value >= best.threshold && best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}

/** 1 when any of the first `length` slots of `docs` is live, else 0. */
function anyLive(docs: Int32Array, length: number, alive: Uint8Array): number {
  for (let j = 0; j < length; j++) if (alive[docs[j]] !== 0) return 1;
  return 0;
}

/** A word's one or two lists, and their masks by slot when the scan should read those (see scanDense). */
export interface WordLists {
  lists: Expansion[];
  dense?: [Uint8Array, Uint8Array];
}

/**
 * The scan for the word's lists. The three scans end alike (count the slot, keep it for the page, count its facets);
 * that tail is written out in each loop because a shared function for it made the slot-by-slot scan 3-8% slower
 * ('engineer' without facets 0.97 -> 1.03-1.16 ms in alternating runs).
 */
function scanLists(
  word: WordLists,
  slots: JobSlots,
  score: SlotScores,
  results: Int32Array,
  histograms: UnfilteredHistograms | null,
  best: BestMatches | null,
): number {
  const [first, second] = word.lists;
  if (word.dense)
    return scanDense(first, word.dense[0], second, word.dense[1], slots, score, results, histograms, best, null);
  if (second === undefined) return scanOneList(first, slots, score, results, histograms, best);
  return mergeLists(first, second, slots, score, results, histograms, best);
}

/** A word with one list ('senior', 'remote'): its postings in order, without the merge's tests of a second list. */
function scanOneList(
  first: Expansion,
  slots: JobSlots,
  score: SlotScores,
  results: Int32Array,
  histograms: UnfilteredHistograms | null,
  best: BestMatches | null,
): number {
  const { alive, titleWords, facetCode, posted: postedOf } = slots;
  const { list, factor, words } = first;
  const { docs, masks, length } = list;
  let count = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    if (alive[doc] === 0) continue;
    const value = valueOf(masks[j], factor, words, titleWords, doc);
    count++;
    if (best === null) {
      score[doc] = value;
      results[count - 1] = doc;
    } else if (best.mayEnter(value, postedOf[doc]) !== 0) best.offer(doc, value);
    if (histograms !== null) countUnfilteredSlot(histograms, facetCode[doc], doc);
  }
  return count;
}

/**
 * Two lists that together hold about as many postings as there are slots ('engineer' and 'engineering': 124,000
 * postings over 100,000 slots), read as their masks by slot (Terms.denseMasks) in slot order: each slot's value is
 * the better of its two masks' (0 when in neither), with no branch on which list comes next, which a merge of two
 * such lists takes either way at random. The live slots it misses are counted in `missed` when given.
 */
function scanDense(
  first: Expansion,
  masksA: Uint8Array,
  second: Expansion,
  masksB: Uint8Array,
  slots: JobSlots,
  score: SlotScores,
  results: Int32Array,
  histograms: UnfilteredHistograms | null,
  best: BestMatches | null,
  missed: UnfilteredHistograms | null,
): number {
  const { alive, titleWords, facetCode, posted: postedOf, size } = slots;
  const { factor: factorA, words: wordsA } = first;
  const { factor: factorB, words: wordsB } = second;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const value = larger(
      valueOf(masksA[doc], factorA, wordsA, titleWords, doc),
      valueOf(masksB[doc], factorB, wordsB, titleWords, doc),
    );
    const live = alive[doc];
    if ((+(value > 0) & live) === 0) {
      if (missed !== null && live !== 0) countUnfilteredSlot(missed, facetCode[doc], doc);
      continue;
    }
    count++;
    if (best === null) {
      score[doc] = value;
      results[count - 1] = doc;
    } else if (best.mayEnter(value, postedOf[doc]) !== 0) best.offer(doc, value);
    if (histograms !== null) countUnfilteredSlot(histograms, facetCode[doc], doc);
  }
  return count;
}

/** Two shorter lists of a word merged in slot order: each slot once, with the better of its values. */
function mergeLists(
  first: Expansion,
  second: Expansion,
  slots: JobSlots,
  score: SlotScores,
  results: Int32Array,
  histograms: UnfilteredHistograms | null,
  best: BestMatches | null,
): number {
  const { alive, titleWords, facetCode, posted: postedOf } = slots;
  const { docs: docsA, masks: masksA, length: lengthA } = first.list;
  const { docs: docsB, masks: masksB, length: lengthB } = second.list;
  const { factor: factorA, words: wordsA } = first;
  const { factor: factorB, words: wordsB } = second;
  let a = 0;
  let b = 0;
  let count = 0;
  while (a < lengthA || b < lengthB) {
    const docA = a < lengthA ? docsA[a] : NONE;
    const docB = b < lengthB ? docsB[b] : NONE;
    const doc = docA < docB ? docA : docB;
    let value = 0;
    if (docA === doc) value = valueOf(masksA[a++], factorA, wordsA, titleWords, doc);
    if (docB === doc) {
      const other = valueOf(masksB[b++], factorB, wordsB, titleWords, doc);
      if (other > value) value = other;
    }
    if (alive[doc] === 0) continue;
    count++;
    if (best === null) {
      score[doc] = value;
      results[count - 1] = doc;
    } else if (best.mayEnter(value, postedOf[doc]) !== 0) best.offer(doc, value);
    if (histograms !== null) countUnfilteredSlot(histograms, facetCode[doc], doc);
  }
  return count;
}
