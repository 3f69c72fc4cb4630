import { countUnfilteredSlot, type UnfilteredHistograms } from "./unfiltered-histograms";
import type { JobSlots } from "../facets/job-slots";
import { larger, valueOf, type Expansion } from "../text/matching";
import { TITLE, maskWeight } from "../text/postings";
import type { BestMatches } from "../facets/ranking";
import { groupByValue, offerBestGroups, type SlotFilter, type ValueGroups } from "./value-groups";

export type { SlotFilter } from "./value-groups";

/** A dense word's two expansions and their masks by slot (Terms.denseMasks). */
export interface DenseWord {
  first: Expansion;
  masksA: Uint8Array;
  second: Expansion;
  masksB: Uint8Array;
}

/**
 * The Best Match page of a dense word (one-word-scan.ts: two lists read by slot) without valuing every slot it is in.
 * Outside a title a word earns at most the best weight of the other fields (a company's 10, against a title's 16 and
 * more) times its expansion's factor, so once the page is full at a higher score none of those slots can enter it
 * (a tie could, when newer: BestMatches.mayEnter). So the slots with the word in their title are offered first, from
 * the best value down (titledByValue: a slot's value never changes), and the rest only when the page could still take
 * one of them. 'engineer' is in all 3,000,000 generated jobs and in 905,000 of their titles: valuing each of those at
 * every search took half of its 35 ms (decision 215). Returns how many live slots the word is in, and counts the live
 * slots it misses into `missed` when given (for LiveTotals).
 */
export function denseBestPage(
  word: DenseWord,
  slots: JobSlots,
  best: BestMatches,
  missed: UnfilteredHistograms | null,
): number {
  const count = countLive(word, slots, missed);
  offerDensePage(word, slots, best);
  return count;
}

/** denseBestPage's page alone, for a word whose live slots are already counted (LiveTotals.ofWord, decision 219). */
export function offerDensePage(word: DenseWord, slots: JobSlots, best: BestMatches): void {
  const grouped = titledByValue(word, slots);
  offerBestGroups(grouped, slots, best);
  offerTitledFrom(word, slots, grouped.upTo, best);
  if (best.threshold <= outsideTitleCeiling(word)) offerOutsideTitles(word, slots, best);
}

/**
 * The same order for slots already listed (filtered-count.ts's countDenseFiltered): those with the word in their
 * title, then the others if the page could still take one.
 */
export function offerTitledFirst(
  word: DenseWord,
  slots: JobSlots,
  titled: Int32Array,
  titledCount: number,
  untitled: Int32Array,
  untitledCount: number,
  best: BestMatches,
): void {
  offerEach(word, slots, titled, titledCount, best);
  if (best.threshold <= outsideTitleCeiling(word)) offerEach(word, slots, untitled, untitledCount, best);
}

/** The best weight a posting earns outside a title (maskWeight of the masks without TITLE). */
const OUTSIDE_TITLE_WEIGHT = Math.max(...maskWeight.filter((_, mask) => (mask & TITLE) === 0));

/** The highest value a slot without the word in its title reaches: valueOf's product, so that the comparison is exact. */
function outsideTitleCeiling(word: DenseWord): number {
  return Math.max(OUTSIDE_TITLE_WEIGHT * word.first.factor, OUTSIDE_TITLE_WEIGHT * word.second.factor);
}

/** Counts the live slots in the word, and the live slots it misses into `missed` when given. */
export function countLive(word: DenseWord, slots: JobSlots, missed: UnfilteredHistograms | null): number {
  const { masksA, masksB } = word;
  const { alive, facetCode, size } = slots;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const live = alive[doc];
    const inWord = +((masksA[doc] | masksB[doc]) !== 0) & live;
    count += inWord;
    if (missed !== null && inWord === 0 && live !== 0) countUnfilteredSlot(missed, facetCode[doc], doc);
  }
  return count;
}

/**
 * A dense word's live slots with it in their title, below `upTo`, grouped by their value (as BestMatches rounds it),
 * the best group first: group g is `slots` from `starts[g]` to `starts[g + 1]`, of value `values[g]`. A slot's masks,
 * title and posting time never change (a changed job takes a new slot), so the groups stay right as jobs close (the
 * walk tests `alive`) and as jobs come (slots from `upTo` on are valued at each search).
 */
interface TitledGroups extends ValueGroups {
  masksB: Uint8Array;
  factors: string;
  upTo: number;
}

/**
 * By a dense word's first masks (kept while its list is, Terms.denseMasks): its titled slots by value. Per thread, as
 * the masks are; 4 bytes a titled slot (3.6 MB for 'engineer' at 3,000,000 jobs), made in one pass on first use.
 */
const groupsByMasks = new WeakMap<Uint8Array, TitledGroups>();

function titledByValue(word: DenseWord, slots: JobSlots): TitledGroups {
  const factors = `${word.first.factor} ${word.first.words} ${word.second.factor} ${word.second.words}`;
  const kept = groupsByMasks.get(word.masksA);
  // Made again once the slots added since (valued at each search) are a sixteenth of those grouped.
  const current = kept !== undefined && slots.size - kept.upTo <= kept.upTo >> 4;
  if (current && kept.masksB === word.masksB && kept.factors === factors) return kept;
  const made = groupTitled(word, slots, factors);
  groupsByMasks.set(word.masksA, made);
  return made;
}

function groupTitled(word: DenseWord, slots: JobSlots, factors: string): TitledGroups {
  const { masksA, masksB } = word;
  const { alive, size } = slots;
  const titled = new Int32Array(size);
  const valueOfTitled = new Float32Array(size);
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    if (((masksA[doc] | masksB[doc]) & TITLE & alive[doc]) === 0) continue;
    titled[count] = doc;
    valueOfTitled[count++] = valueOfSlot(word, slots, doc);
  }
  return { masksB, factors, upTo: size, ...groupByValue(titled, valueOfTitled, count, slots.posted) };
}

/**
 * offerTitledFirst for passing slots listed in slot order (`titled`, those with the word in their title; `untitled`
 * lists the others when the page could still take one) by a pass that can also test any slot (`passes`): the titled
 * ones are walked by value as
 * offerDensePage walks them (titledByValue), testing each slot walked, so that only the few best groups are valued
 * rather than every passing slot; those added since the groups were made are at the end of `titled`.
 */
export function offerPassingTitledFirst(
  word: DenseWord,
  slots: JobSlots,
  passes: SlotFilter,
  titled: Int32Array,
  titledCount: number,
  untitled: () => Listed,
  best: BestMatches,
): void {
  const grouped = titledByValue(word, slots);
  offerBestGroups(grouped, slots, best, passes);
  let since = titledCount;
  while (since > 0 && titled[since - 1] >= grouped.upTo) since--;
  offerEach(word, slots, titled.subarray(since), titledCount - since, best);
  if (best.threshold > outsideTitleCeiling(word)) return;
  const { list, count } = untitled();
  offerEach(word, slots, list, count, best);
}

/**
 * Lists into `results` the passing live slots with the word in their title that its groups do not hold (those added
 * since they were made), for offerPassingTitledFirst when no pass listed the passing slots; returns how many.
 */
export function listPassingTitledSince(
  word: DenseWord,
  slots: JobSlots,
  passes: SlotFilter,
  results: Int32Array,
): number {
  const { masksA, masksB } = word;
  const { alive, size } = slots;
  let count = 0;
  for (let doc = titledByValue(word, slots).upTo; doc < size; doc++)
    if (((masksA[doc] | masksB[doc]) & TITLE) !== 0 && alive[doc] !== 0 && passes(doc) === 1) results[count++] = doc;
  return count;
}

/**
 * Lists from `from` in `results` the passing live slots with the word outside their title only; returns how many. A
 * pass of its own, made only when the page could take such a slot (or a third declared word is counted,
 * group-filters.ts): listing them in group-filters.ts's pass took 2.6 ms of its 24 at 3,000,000 slots.
 */
export function listPassingUntitled(
  word: DenseWord,
  slots: JobSlots,
  passes: SlotFilter,
  results: Int32Array,
  from: number,
): number {
  const { masksA, masksB } = word;
  const { alive, size } = slots;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    if (either === 0 || (either & TITLE) !== 0 || alive[doc] === 0 || passes(doc) === 0) continue;
    results[from + count++] = doc;
  }
  return count;
}

/** Slots a pass listed: the first `count` of `list`. */
export interface Listed {
  list: Int32Array;
  count: number;
}

/** Offers the slots from `from` on with the word in their title: those added since the groups were made. */
function offerTitledFrom(word: DenseWord, slots: JobSlots, from: number, best: BestMatches): void {
  const { masksA, masksB } = word;
  const { alive, posted, size } = slots;
  for (let doc = from; doc < size; doc++) {
    if (((masksA[doc] | masksB[doc]) & TITLE) === 0 || alive[doc] === 0) continue;
    const value = valueOfSlot(word, slots, doc);
    if (best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}

/** A slot's value for the word: the better of its two expansions'. */
function valueOfSlot(word: DenseWord, slots: JobSlots, doc: number): number {
  return larger(
    valueOf(word.masksA[doc], word.first.factor, word.first.words, slots.titleWords, doc),
    valueOf(word.masksB[doc], word.second.factor, word.second.words, slots.titleWords, doc),
  );
}

/** Values the first `length` listed slots and offers each that may enter the page. */
function offerEach(word: DenseWord, slots: JobSlots, listed: Int32Array, length: number, best: BestMatches): void {
  const { masksA, masksB } = word;
  const { factor: factorA, words: wordsA } = word.first;
  const { factor: factorB, words: wordsB } = word.second;
  const { titleWords, posted } = slots;
  for (let i = 0; i < length; i++) {
    const doc = listed[i];
    const value = larger(
      valueOf(masksA[doc], factorA, wordsA, titleWords, doc),
      valueOf(masksB[doc], factorB, wordsB, titleWords, doc),
    );
    if (best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}

/** The live slots with the word outside their title only, offered as scanDense would. */
function offerOutsideTitles(word: DenseWord, slots: JobSlots, best: BestMatches): void {
  const { masksA, masksB } = word;
  const { factor: factorA, words: wordsA } = word.first;
  const { factor: factorB, words: wordsB } = word.second;
  const { alive, titleWords, posted, size } = slots;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    if (either === 0 || (either & TITLE) !== 0 || alive[doc] === 0) continue;
    const value = larger(
      valueOf(masksA[doc], factorA, wordsA, titleWords, doc),
      valueOf(masksB[doc], factorB, wordsB, titleWords, doc),
    );
    if (best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}
