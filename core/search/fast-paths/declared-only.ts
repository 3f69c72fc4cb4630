import type { ChosenFilters, FacetCounters } from "../facets/chosen-filters";
import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";
import { MAX_WORD_CELLS } from "../facets/declared-facets";
import { larger, valueOf, type SlotScores } from "../text/matching";
import { TITLE } from "../text/postings";
import type { Postings } from "../text/postings";
import { splitDenseWord, type CellCounts } from "./cell-counts";
import {
  listPassingTitledSince,
  listPassingUntitled,
  offerPassingTitledFirst,
  type DenseWord,
} from "./dense-best-page";
import type { MatchedSlots } from "./filtered-count";
import type { LiveTotals } from "./live-totals";
import { keptDenseCounts } from "./kept-word-counts";
import {
  addUnfiltered,
  countListedSlots,
  unfilteredHistograms,
  type UnfilteredHistograms,
} from "./unfiltered-histograms";

/*
 * Filters on the declared facets of one packed word alone ('Series A' and '11-50 people'; an LPA band, equity and
 * remote work), with words or without. A facet counts the jobs that pass every filter but its own, so with no other
 * filter chosen:
 * - every facet outside the chosen word (the built-in ones, and the other words' facets) counts the passing jobs, as a
 *   search without filters counts its matches;
 * - the chosen word's facets count every job that matches, whatever its word: the word's joint count (declared-
 *   facets.ts) is a histogram of the word over them. A code failing two of the word's facets is counted there too,
 *   where the general loops leave it out; listsFrom drops such codes from every facet of the word either way.
 * So one pass reads a slot's word alone: a table read says whether it passes, and one increment counts the word.
 * The general packed loop (filtered-count.ts) works out six built-in failures for every slot instead: at 3,000,000
 * jobs, a browse by LPA band, equity and workplace took 55 ms through it (decision 225).
 */

/** Whether declared values are chosen in one packed word, and no other filter is. */
export function onlyOneDeclaredWordChosen(chosen: ChosenFilters): boolean {
  return (
    chosen.anyDeclared &&
    chosen.chosenWords.length === 1 &&
    !chosen.anyType &&
    chosen.level === null &&
    chosen.category === null &&
    !chosen.anyLocation &&
    chosen.minSalary === 0 &&
    !chosen.anyPosted
  );
}

/** Counted into when no facets are asked for: every code a word of 13 bits can hold. */
const uncounted = new Int32Array(MAX_WORD_CELLS);

/**
 * The matched slots that pass, into `results` (or offered to `best`), and the facets into `tally` as above. The slots
 * are the match's candidates, or every slot when browsing; `results` may be the candidates themselves (it is written
 * behind the reading). Returns how many passed.
 */
export function countDeclaredOnly(
  slots: JobSlots,
  match: MatchedSlots | null,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters | null,
  results: Int32Array,
  best: BestMatches | null,
): number {
  const codes = chosen.chosenWords[0];
  const word = slots.declaredWords.indexOf(codes);
  const wordCells = tally?.declaredJoints[word] ?? uncounted;
  const passing = passTable(chosen);
  const count = match
    ? passCandidates(slots, match, codes, passing, wordCells, results, best)
    : passEverySlot(slots, codes, passing, wordCells, results);
  if (tally !== null) countPassing(slots, now, word, tally, results, 0, count);
  return count;
}

/** By code of the chosen word, 1 when it passes the chosen values. */
function passTable(chosen: ChosenFilters): Uint8Array {
  const fails = chosen.chosenWordFails[0];
  const passing = new Uint8Array(fails.length);
  for (let code = 0; code < fails.length; code++) passing[code] = +(fails[code] === 0);
  return passing;
}

/** A browse: every live slot, without a branch. */
function passEverySlot(
  slots: JobSlots,
  codes: Uint16Array,
  passing: Uint8Array,
  wordCells: Int32Array,
  results: Int32Array,
): number {
  const { alive, size } = slots;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const code = codes[doc];
    const live = alive[doc];
    wordCells[code] += live;
    results[count] = doc;
    count += passing[code] & live;
  }
  return count;
}

/** The match's candidates that matched and live. */
function passCandidates(
  slots: JobSlots,
  match: MatchedSlots,
  codes: Uint16Array,
  passing: Uint8Array,
  wordCells: Int32Array,
  results: Int32Array,
  best: BestMatches | null,
): number {
  const { alive } = slots;
  const { candidates, candidateCount, matched, score, required } = match;
  let count = 0;
  for (let i = 0; i < candidateCount; i++) {
    const doc = candidates[i];
    if ((matched && matched[doc] < required) || alive[doc] === 0) continue;
    const code = codes[doc];
    wordCells[code]++;
    const passes = passing[code];
    results[count] = doc;
    count += passes;
    if (best !== null && score[doc] + PASSED_OR_NOT[passes] >= best.threshold) best.offer(doc, score[doc]);
  }
  return count;
}

/**
 * countDeclaredOnly for a dense word (one-word-scan.ts: its two lists read by slot) in one pass over the slots, as
 * countDenseFiltered does it: with a page kept in Best Match order, the passing slots with the word in their title
 * are listed from the front of `results` and the others from its back, and valued after the pass, titled first
 * (dense-best-page.ts); without, every passing slot's value is written to `score`. Returns how many passed and how many
 * live slots the word is in. With a page, when the word's counts are kept (LiveTotals.ofWord), there is no pass: the
 * counts are theirs split by the chosen word's code (cell-counts.ts) and the page is walked from the word's titled
 * slots grouped by value (decision 233).
 */
export function countDenseDeclaredOnly(
  word: DenseWord,
  slots: JobSlots,
  chosen: ChosenFilters,
  now: number,
  tally: FacetCounters | null,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
  liveTotals: LiveTotals,
  lists: readonly Postings[],
): { count: number; matches: number } {
  const codes = chosen.chosenWords[0];
  const chosenWord = slots.declaredWords.indexOf(codes);
  const passing = passTable(chosen);
  const kept = best === null ? null : keptDenseCounts(word, lists, slots, now, liveTotals);
  if (kept !== null) {
    const split = () => splitDenseWord(word, slots, slots.postedClassesAt(now), kept, chosenWord);
    const cells = tally === null ? null : liveTotals.cellsOfWord(lists, chosenWord, split);
    if (tally === null || cells !== null)
      return offerFromKept(word, slots, now, chosenWord, passing, kept, cells, tally, results, best!);
  }
  const wordCells = tally?.declaredJoints[chosenWord] ?? uncounted.fill(0);
  const listed = passDense(word, slots, codes, passing, wordCells, score, results, best);
  // The pass counted every live slot with the word by its code: how many matched, and how many of those passed.
  let [matches, count] = [0, 0];
  for (let code = 0; code < passing.length; code++) {
    matches += wordCells[code];
    count += wordCells[code] * passing[code];
  }
  if (best === null) {
    if (tally !== null) countPassing(slots, now, chosenWord, tally, results, 0, count);
    return { count, matches };
  }
  const [titled, untitled] = [listed, count - listed];
  // The titled ones walked by value (the word's groups), testing each walked slot's word, instead of valuing each.
  const untitledList = { list: results.subarray(slots.size - untitled, slots.size), count: untitled };
  const passes = (slot: number) => passing[codes[slot]];
  offerPassingTitledFirst(word, slots, passes, results, titled, () => untitledList, best);
  if (tally !== null) {
    countPassing(slots, now, chosenWord, tally, results, 0, titled);
    countPassing(slots, now, chosenWord, tally, results, slots.size - untitled, slots.size);
  }
  return { count, matches };
}

/** countDenseDeclaredOnly from the word's kept counts (and their split by the chosen word, when facets are asked for). */
function offerFromKept(
  word: DenseWord,
  slots: JobSlots,
  now: number,
  chosenWord: number,
  passing: Uint8Array,
  kept: UnfilteredHistograms,
  cells: CellCounts | null,
  tally: FacetCounters | null,
  results: Int32Array,
  best: BestMatches,
): { count: number; matches: number } {
  const wordCells = kept.declaredCells[chosenWord];
  let [matches, count] = [0, 0];
  for (let code = 0; code < passing.length; code++) {
    matches += wordCells[code];
    count += wordCells[code] * passing[code];
  }
  const codes = slots.declaredWords[chosenWord];
  const passes = (slot: number) => passing[codes[slot]];
  const titled = listPassingTitledSince(word, slots, passes, results);
  const untitled = () => ({
    list: results.subarray(titled),
    count: listPassingUntitled(word, slots, passes, results, titled),
  });
  offerPassingTitledFirst(word, slots, passes, results, titled, untitled, best);
  if (tally === null || cells === null) return { count, matches };
  // The chosen word's facets count every job with the word (as the pass counts them), the others the passing jobs.
  const joint = tally.declaredJoints[chosenWord];
  for (let code = 0; code < wordCells.length; code++) joint[code] += wordCells[code];
  const passingCounts = unfilteredHistograms(slots, now);
  cells.addPassing((code) => passing[code], passingCounts);
  const remote = addUnfiltered(tally, passingCounts);
  tally.remoteType += remote;
  tally.remote += remote;
  return { count, matches };
}

/**
 * countDenseDeclaredOnly's pass; counts each live slot with the word into `wordCells` by its code. Returns how many
 * passing slots it listed from the front of `results`: every one without a page, those with the word in the title
 * with one. A loop for each kind of page: at 3,000,000 slots one loop with a branch on the page took 31 ms where the
 * titled-first loop alone takes 13. Each returns its count, the loop's only way out: code after a hot loop that its
 * first call has not reached is compiled without type feedback, and a typed array written there sent every call
 * back to unoptimized code (--trace-deopt; decision 096).
 */
function passDense(
  word: DenseWord,
  slots: JobSlots,
  codes: Uint16Array,
  passing: Uint8Array,
  wordCells: Int32Array,
  score: SlotScores,
  results: Int32Array,
  best: BestMatches | null,
): number {
  return best === null
    ? passDenseValued(word, slots, codes, passing, wordCells, score, results)
    : passDenseTitledFirst(word, slots, codes, passing, wordCells, results);
}

function passDenseTitledFirst(
  word: DenseWord,
  slots: JobSlots,
  codes: Uint16Array,
  passing: Uint8Array,
  wordCells: Int32Array,
  results: Int32Array,
): number {
  const { alive, size } = slots;
  const { masksA, masksB } = word;
  const last = size - 1;
  let titled = 0;
  let untitled = 0;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    const inWord = +(either !== 0) & alive[doc];
    const code = codes[doc];
    wordCells[code] += inWord;
    const passes = passing[code] & inWord;
    const inTitle = either & TITLE;
    results[titled] = doc;
    titled += passes & inTitle;
    results[last - untitled] = doc;
    untitled += passes & (inTitle ^ 1);
  }
  return titled;
}

function passDenseValued(
  word: DenseWord,
  slots: JobSlots,
  codes: Uint16Array,
  passing: Uint8Array,
  wordCells: Int32Array,
  score: SlotScores,
  results: Int32Array,
): number {
  const { alive, titleWords, size } = slots;
  const { masksA, masksB } = word;
  const { factor: factorA, words: wordsA } = word.first;
  const { factor: factorB, words: wordsB } = word.second;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const inWord = +((masksA[doc] | masksB[doc]) !== 0) & alive[doc];
    const code = codes[doc];
    wordCells[code] += inWord;
    score[doc] = larger(
      valueOf(masksA[doc], factorA, wordsA, titleWords, doc),
      valueOf(masksB[doc], factorB, wordsB, titleWords, doc),
    );
    results[count] = doc;
    count += passing[code] & inWord;
  }
  return count;
}

/**
 * Counts the passing slots listed in `results` from `from` to `to` into `tally` as a search without filters counts its
 * matches, but the chosen word's joint count, which the pass counted over every matched slot.
 */
function countPassing(
  slots: JobSlots,
  now: number,
  chosenWord: number,
  tally: FacetCounters,
  results: Int32Array,
  from: number,
  to: number,
): void {
  const passing = countListedSlots(slots, now, results, from, to);
  passing.declaredCells[chosenWord].fill(0);
  const remote = addUnfiltered(tally, passing);
  tally.remoteType += remote;
  tally.remote += remote;
}

/** What a pass adds to a slot's score to compare it with the page's threshold: -Infinity when it failed a filter. */
const PASSED_OR_NOT = Float64Array.of(Number.NEGATIVE_INFINITY, 0);
