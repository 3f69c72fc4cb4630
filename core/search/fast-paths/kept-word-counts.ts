import type { JobSlots } from "../facets/job-slots";
import type { Postings } from "../text/postings";
import { countLive, type DenseWord } from "./dense-best-page";
import { keepsCountsOf, subtractFrom, type LiveTotals } from "./live-totals";
import {
  countListedSlots,
  countUnfilteredSlot,
  unfilteredHistograms,
  type UnfilteredHistograms,
} from "./unfiltered-histograms";

/*
 * A broad word's counts kept from one search to the next (LiveTotals.ofWord), counted and kept by the searches that
 * read them when they are not: a word searched with filters or with others, not alone.
 */

/**
 * The counts of the live slots of one posting list (a word's, or the rarest of several words'), counted and kept when
 * they are not, into `results` first. Null when the list is too short to keep (keptCounts.from).
 */
export function keptListCounts(
  list: Postings,
  slots: JobSlots,
  now: number,
  results: Int32Array,
  liveTotals: LiveTotals,
): UnfilteredHistograms | null {
  const lists = [list];
  const kept = liveTotals.ofWord(now, lists);
  if (kept !== null || !keepsCountsOf(lists)) return kept;
  const { docs, length } = list;
  const { alive } = slots;
  let live = 0;
  for (let j = 0; j < length; j++) {
    results[live] = docs[j];
    live += alive[docs[j]];
  }
  liveTotals.keepWord(lists, countListedSlots(slots, now, results, 0, live));
  return liveTotals.ofWord(now, lists);
}

/**
 * A dense word's kept counts (LiveTotals.ofWord), counted and kept now when they are not: a search with filters
 * reads them (group-filters.ts, declared-only.ts), and from them, split by the filtered facet, makes no pass of its own
 * (decision 233). Counted as a search of the word without filters counts it (one-word-scan.ts): the slots it misses
 * taken from every live slot's counts when one of its lists is in half the slots, else the slots it is in. Null when
 * the word is too narrow to keep (keptCounts.from).
 */
export function keptDenseCounts(
  word: DenseWord,
  lists: readonly Postings[],
  slots: JobSlots,
  now: number,
  liveTotals: LiveTotals,
): UnfilteredHistograms | null {
  const kept = liveTotals.ofWord(now, lists);
  if (kept !== null || !keepsCountsOf(lists)) return kept;
  const totals = inMostSlots(lists, slots) ? liveTotals.at(now) : null;
  const counted = unfilteredHistograms(slots, now);
  if (totals !== null) {
    countLive(word, slots, counted);
    subtractFrom(totals, counted);
  } else countInWord(word, slots, counted);
  liveTotals.keepWord(lists, counted);
  return liveTotals.ofWord(now, lists);
}

/** Whether one of a word's lists alone names at least half the slots, so that it misses fewer than it matches. */
export function inMostSlots(lists: readonly Postings[], slots: JobSlots): boolean {
  return Math.max(...lists.map((list) => list.length)) * 2 >= slots.size;
}

/** Counts the live slots the word is in. */
function countInWord(word: DenseWord, slots: JobSlots, counted: UnfilteredHistograms): void {
  const { masksA, masksB } = word;
  const { alive, facetCode, size } = slots;
  for (let doc = 0; doc < size; doc++)
    if ((masksA[doc] | masksB[doc]) !== 0 && alive[doc] !== 0) countUnfilteredSlot(counted, facetCode[doc], doc);
}
