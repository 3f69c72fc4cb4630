import { countUnfilteredSlot, type UnfilteredHistograms } from "./unfiltered-histograms";
import type { JobSlots } from "../facets/job-slots";
import { larger, valueOf, type Expansion } from "../text/matching";
import { TITLE, maskWeight } from "../text/postings";
import type { BestMatches } from "../facets/ranking";

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
 * (a tie could, when newer: BestMatches.mayEnter). So the slots with the word in their title are valued first, and
 * the rest only when the page could still take one of them. 'engineer' is in all 100,000 generated jobs and in
 * 30,000 of their titles. Returns how many live slots the word is in, and counts the live slots it misses into
 * `missed` when given (for LiveTotals). `titled` is scratch of a slot each (the search's results, unused when the
 * page is kept while scanning).
 */
export function denseBestPage(
  word: DenseWord,
  slots: JobSlots,
  titled: Int32Array,
  best: BestMatches,
  missed: UnfilteredHistograms | null,
): number {
  const count = listTitled(word, slots, titled, missed);
  offerEach(word, slots, titled, titledFound, best);
  if (best.threshold <= outsideTitleCeiling(word)) offerOutsideTitles(word, slots, best);
  return count;
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

/*
 * How many slots listTitled put in `titled`: a module variable, so that its hot loop ends in a bare return (code after
 * a loop that its first call has not reached is compiled without type feedback, and V8 kept leaving it there on every
 * call; decision 096).
 */
let titledFound = 0;

/** Counts the live slots in the word and lists those with it in their title (written always, kept when titled: no branch). */
function listTitled(word: DenseWord, slots: JobSlots, titled: Int32Array, missed: UnfilteredHistograms | null): number {
  const { masksA, masksB } = word;
  const { alive, facetCode, size } = slots;
  let count = 0;
  let found = 0;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    const live = alive[doc];
    const inWord = +(either !== 0) & live;
    count += inWord;
    if (missed !== null && inWord === 0 && live !== 0) countUnfilteredSlot(missed, facetCode[doc], doc);
    titled[found] = doc;
    found += either & TITLE & live;
  }
  titledFound = found;
  return count;
}

/** Values the first `length` listed slots and offers each that may enter the page. */
function offerEach(word: DenseWord, slots: JobSlots, listed: Int32Array, length: number, best: BestMatches): void {
  const { masksA, masksB } = word;
  const { factor: factorA, words: wordsA } = word.first;
  const { factor: factorB, words: wordsB } = word.second;
  const { titleShare, posted } = slots;
  for (let i = 0; i < length; i++) {
    const doc = listed[i];
    const value = larger(
      valueOf(masksA[doc], factorA, wordsA, titleShare, doc),
      valueOf(masksB[doc], factorB, wordsB, titleShare, doc),
    );
    if (best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}

/** The live slots with the word outside their title only, offered as scanDense would. */
function offerOutsideTitles(word: DenseWord, slots: JobSlots, best: BestMatches): void {
  const { masksA, masksB } = word;
  const { factor: factorA, words: wordsA } = word.first;
  const { factor: factorB, words: wordsB } = word.second;
  const { alive, titleShare, posted, size } = slots;
  for (let doc = 0; doc < size; doc++) {
    const either = masksA[doc] | masksB[doc];
    if (either === 0 || (either & TITLE) !== 0 || alive[doc] === 0) continue;
    const value = larger(
      valueOf(masksA[doc], factorA, wordsA, titleShare, doc),
      valueOf(masksB[doc], factorB, wordsB, titleShare, doc),
    );
    if (best.mayEnter(value, posted[doc]) !== 0) best.offer(doc, value);
  }
}
