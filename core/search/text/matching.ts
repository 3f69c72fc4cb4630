import { TITLE, maskWeight, type Postings, type Terms } from "./postings";
import { toTerm, type QueryWord } from "./search-text";
import { phraseKey, synonymTerms } from "./synonyms";
import type { TypoCorrector } from "./typo-correction";

/**
 * Matching the words of a query against the posting lists: each word adds to the score of every
 * slot it is found in the best weight of its fields, times how it matched (exactly, as a prefix
 * of a longer term, or as a close spelling). Scores live in scratch arrays reused by every search
 * (a search runs start to end without yielding); only the slots some word matched (the candidates)
 * hold non-zero values, so the next search clears just those.
 *
 * Two additions rank what a person expects first (issue 12, measured on the judged query set):
 * - Title coverage: a word found in the title also earns TITLE_COVER times the share of the
 *   title's words it covers, so 'React Developer' (all of its title asked for) ranks above
 *   'Staff React Native Developer' (half of it) for 'react developer'.
 * - Phrases: two neighbouring query words that stand together in a title, company, skill,
 *   category or location earn half that field's weight again, so a phrase ranks above the same
 *   words scattered. Short forms ('sde', 'ml', 'fe') match their phrases (synonyms.ts).
 */
const EXACT = 1;
const SYNONYM = 0.95;
const PREFIX = 0.75;
const TYPO = 0.5;
const TITLE_COVER = 8;
const PHRASE = 0.5;
/**
 * A later word's lists are looked up by slot in a pass of their own (lookUpWord) when they hold this many times more
 * postings than there are candidates...
 */
const LOOKUP_RATIO = 2;
/** ...and are long: at least one slot in this many (the dense masks this needs cost a byte per slot). */
const LONG_LIST_SHARE = 16;

/** A posting list a query word matches, what a match is worth, and how many title words it covers. */
export interface Expansion {
  list: Postings;
  factor: number;
  words: number;
}

export interface Match {
  mode: "all" | "partial" | "none";
  /** How many words a slot must have matched to count: all of them, or the most any live job matched. */
  required: number;
  score: SlotScores;
  matched: Uint8Array;
  candidates: Int32Array;
  candidateCount: number;
  /**
   * The lists of the word whose slots are the candidates, when they are one word's (the rarest word's, in a match of
   * every word, but for three words looked up in one pass, which keeps only the slots with all of them), else null (a
   * partial match's candidates are every word's): counts kept for that word (LiveTotals.ofWord) are those of the live
   * candidates.
   */
  base: readonly Postings[] | null;
}

/**
 * A score per slot, in 4 bytes rather than 8 (decision 214): every HTTP worker thread keeps three such arrays as long
 * as its index (the matcher's sums and best values, the one-word scan's values), 12 MB a thread at a million jobs. A
 * score is a sum of a few field weights and shares, so float32's seven digits keep its order; BestMatches rounds what it
 * is offered the same way, so that a page kept while scanning and a page sorted from these arrays agree.
 */
export type SlotScores = Float32Array;

/** How many postings a word's lists hold. */
function postingsIn(lists: Expansion[]): number {
  return lists.reduce((sum, item) => sum + item.list.length, 0);
}

/** Whether a slot passes a test (the place searched). */
export type SlotTest = (slot: number) => boolean;

export class Matcher {
  private score = new Float32Array(0);
  private matched = new Uint8Array(0);
  private best = new Float32Array(0);
  private touched: Int32Array = new Int32Array(0);
  private candidates = new Int32Array(0);
  private candidateCount = 0;
  /** Match.base of the last scoreAll. */
  private base: readonly Postings[] | null = null;

  constructor(
    private readonly terms: Terms,
    private readonly typos: TypoCorrector,
  ) {}

  /**
   * Follows the slots' capacity (the scores are dropped; the candidate list is kept for the next clear). `touched` is
   * lent by the index (its results list, search-index.ts growScratch): it is read and written only within one call.
   */
  grow(capacity: number, touched: Int32Array): void {
    this.score = new Float32Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.best = new Float32Array(capacity);
    this.touched = touched;
    const candidates = new Int32Array(capacity);
    candidates.set(this.candidates.subarray(0, this.candidateCount));
    this.candidates = candidates;
  }

  /** Gives the scratch back (an idle thread, decision 227): `grow` makes it again before the next match. */
  release(): void {
    this.score = new Float32Array(0);
    this.matched = new Uint8Array(0);
    this.best = new Float32Array(0);
    this.touched = new Int32Array(0);
    this.candidates = new Int32Array(0);
    this.candidateCount = 0;
  }

  /**
   * Scores the slots (of `size`) for the words; corrections made are written into `corrections`. Expired jobs are no
   * longer `alive`. With `inPlace`, whether every word matched is decided among the slots in the place searched: a
   * search whose words all match only elsewhere is a partial match there (the jobs in the place with the most words),
   * as it was when the city was one of the words.
   */
  match(
    words: QueryWord[],
    size: number,
    alive: Uint8Array,
    titleWords: Uint8Array,
    corrections: Record<string, string>,
    inPlace?: SlotTest,
  ): Match {
    const score = this.score;
    const matched = this.matched;
    const candidates = this.candidates;
    // Only the previous search's candidates can hold non-zero scores and counts (many: clear the lot).
    if (this.candidateCount * 4 > size) {
      score.fill(0, 0, size);
      matched.fill(0, 0, size);
    } else {
      for (let i = 0; i < this.candidateCount; i++) {
        const doc = candidates[i];
        score[doc] = 0;
        matched[doc] = 0;
      }
    }
    this.candidateCount = 0;
    // The term each word was read as (after a typo fix), for the phrase bonus of neighbours.
    const readAs: (string | undefined)[] = [];
    const expansions = words.map((word) => {
      const lists = this.expansions(word, corrections);
      readAs.push(this.terms.get(word.term) ? word.term : corrections[word.raw]);
      return lists;
    });
    const candidateCount = this.scoreAll(expansions, titleWords, alive, inPlace);
    for (let index = 0; index + 1 < readAs.length; index++) {
      const [first, second] = [readAs[index], readAs[index + 1]];
      const phrase = first && second ? this.terms.phrase(phraseKey(first, second)) : undefined;
      if (phrase) addPhraseBonus(phrase, score, matched);
    }
    this.candidateCount = candidateCount;
    let required = words.length;
    let most = 0;
    for (let i = 0; i < candidateCount; i++) {
      const doc = candidates[i];
      if (matched[doc] > most && alive[doc] !== 0 && (!inPlace || inPlace(doc))) {
        most = matched[doc];
        if (most === required) break;
      }
    }
    let mode: Match["mode"] = "all";
    if (most === 0) mode = "none";
    else if (most < required) {
      mode = "partial";
      required = most;
    }
    return { mode, required, score, matched, candidates, candidateCount, base: this.base };
  }

  /**
   * Adds every word's value to the slots it is found in; returns the number of candidates. When each
   * word has postings, the words are scored from the fewest postings up and a later word only adds
   * to slots that matched every earlier one: a slot missing a word cannot be in an all-words answer,
   * so its score is never needed. Only when no live slot has every word (a partial match) are the
   * words scored again over every slot, since the answer is then the slots matching the most words.
   */
  private scoreAll(expansions: Expansion[][], titleWords: Uint8Array, alive: Uint8Array, inPlace?: SlotTest): number {
    const { score, matched, candidates } = this;
    if (expansions.length > 1 && expansions.every((lists) => lists.length > 0)) {
      const postings = expansions.map(postingsIn);
      const order = expansions.map((_, index) => index).sort((a, b) => postings[a] - postings[b]);
      let count = 0;
      let position = 0;
      // Whether the candidates are only the slots with every word so far (scoreWithTwoLookups), not all the first word's.
      let compacted = false;
      // The first word's one list with the second word looked up, and the third too, in one pass, when their lists are
      // long (lookedUp). Not only when they are LOOKUP_RATIO times longer, as a pass of its own needs (scoreWord): here a
      // lookup adds a byte read to a slot the pass reads anyway, where walking the lists costs a read and a write a
      // posting (decision 220).
      const firstLists = expansions[order[0]];
      const second = firstLists.length === 1 ? this.lookedUp(expansions[order[1]]) : null;
      const third = second && order.length > 2 ? this.lookedUp(expansions[order[2]]) : null;
      if (second && third) {
        count = scoreWithTwoLookups(firstLists[0], second, third, score, matched, titleWords, candidates);
        position = 3;
        compacted = true;
      } else if (second) {
        count = scoreWithLookup(firstLists[0], second, score, matched, titleWords, candidates);
        position = 2;
      }
      for (; position < order.length; position++)
        count = this.scoreWord(expansions[order[position]], titleWords, count, position);
      for (let i = 0; i < count; i++) {
        const doc = candidates[i];
        if (matched[doc] === expansions.length && alive[doc] !== 0 && (!inPlace || inPlace(doc))) {
          this.base = compacted ? null : firstLists.map((expansion) => expansion.list);
          return count;
        }
      }
      for (let i = 0; i < count; i++) {
        score[candidates[i]] = 0;
        matched[candidates[i]] = 0;
      }
    }
    let count = 0;
    for (const lists of expansions) count = this.scoreWord(lists, titleWords, count, -1);
    this.base = expansions.length === 1 ? expansions[0].map((expansion) => expansion.list) : null;
    return count;
  }

  /** One word's lists; with `needed` >= 0, only slots that matched exactly that many words so far. */
  private scoreWord(lists: Expansion[], titleWords: Uint8Array, candidateCount: number, needed: number): number {
    const word = needed > 0 && postingsIn(lists) > LOOKUP_RATIO * candidateCount ? this.lookedUp(lists) : null;
    if (word) return lookUpWord(word, this.score, this.matched, titleWords, this.candidates, candidateCount, needed);
    if (lists.length === 1)
      return scoreOneList(lists[0], this.score, this.matched, titleWords, this.candidates, candidateCount, needed);
    if (lists.length === 2)
      return scoreTwoLists(
        lists[0],
        lists[1],
        this.score,
        this.matched,
        titleWords,
        this.candidates,
        candidateCount,
        needed,
      );
    if (lists.length > 2)
      return scoreLists(
        lists,
        this.score,
        this.matched,
        titleWords,
        this.best,
        this.touched,
        this.candidates,
        candidateCount,
        needed,
      );
    return candidateCount;
  }

  /**
   * A later word's one or two lists as masks by slot, to look candidates up in instead of walking the lists, when they
   * are long (Terms.denseMasks); else null.
   */
  private lookedUp(lists: Expansion[]): LookedUpWord | null {
    if (lists.length === 0 || lists.length > 2 || postingsIn(lists) * LONG_LIST_SHARE < this.score.length) return null;
    const [first, second = first] = lists;
    const masksA = this.terms.denseMasks(first.list, this.score.length);
    const masksB = second === first ? masksA : this.terms.denseMasks(second.list, this.score.length);
    return { masksA, masksB, factorA: first.factor, wordsA: first.words, factorB: second.factor, wordsB: second.words };
  }

  /**
   * How `match` scores a query of two or three words when the rarest has one list and the others are looked up by slot
   * in its pass (scoreWithLookup, scoreWithTwoLookups): that plan, for a scan that follows it in a pass of its own
   * (fast-paths/planned-words-scan.ts), with the other words' masks by slot and the phrases' lists; null when the words
   * are matched another way. Corrections made are written into `corrections`, as `match` writes them.
   */
  wordsPlan(words: QueryWord[], corrections: Record<string, string>): WordsPlan | null {
    if (words.length < 2 || words.length > 3) return null;
    const expansions = words.map((word) => this.expansions(word, corrections));
    if (!expansions.every((lists) => lists.length > 0)) return null;
    // The order scoreAll takes: fewest postings first, the query's order on a tie.
    const postings = expansions.map(postingsIn);
    const order = expansions.map((_, index) => index).sort((a, b) => postings[a] - postings[b]);
    const firstLists = expansions[order[0]];
    if (firstLists.length !== 1) return null;
    const others = order.slice(1).map((index) => this.lookedUp(expansions[index]));
    if (others.some((other) => other === null)) return null;
    const readAs = words.map((word) => (this.terms.get(word.term) ? word.term : corrections[word.raw]));
    const phrases: Postings[] = [];
    for (let index = 0; index + 1 < readAs.length; index++) {
      const [one, next] = [readAs[index], readAs[index + 1]];
      const phrase = one && next ? this.terms.phrase(phraseKey(one, next)) : undefined;
      if (phrase) phrases.push(phrase);
    }
    return { first: firstLists[0], others: others as LookedUpWord[], phrases };
  }

  /** The posting lists a word stands for: its own, its short-form phrases, its prefix extensions, else its close spellings. */
  expansions(word: QueryWord, corrections: Record<string, string>): Expansion[] {
    const result: Expansion[] = [];
    const exact = this.terms.get(word.term);
    if (exact) result.push({ list: exact, factor: EXACT, words: 1 });
    for (const terms of synonymTerms.get(word.raw) ?? []) {
      const list =
        terms.length === 1
          ? this.terms.get(terms[0])
          : terms.length === 2
            ? this.terms.phrase(phraseKey(terms[0], terms[1]))
            : undefined;
      if (list && list !== exact) result.push({ list, factor: SYNONYM, words: terms.length });
    }
    if (word.prefix) {
      const prefix = toTerm(word.raw) === word.term ? word.raw : word.term;
      for (const term of this.terms.withPrefix(prefix)) {
        if (term === word.term) continue;
        result.push({ list: this.terms.get(term)!, factor: PREFIX, words: 1 });
      }
      if (word.raw !== word.term && word.term.length >= 2) {
        for (const term of this.terms.withPrefix(word.term)) {
          if (term === word.term || result.some((item) => item.list === this.terms.get(term))) continue;
          result.push({ list: this.terms.get(term)!, factor: PREFIX, words: 1 });
        }
      }
    }
    if (result.length === 0) {
      const fixes = this.typos.correct(word.term);
      if (fixes.length) corrections[word.raw] = fixes[0];
      for (const term of fixes) result.push({ list: this.terms.get(term)!, factor: TYPO, words: 1 });
    }
    return result;
  }
}

/** JobSlots.titleWords counts a title's distinct words up to this many. */
export const MAX_TITLE_WORDS = 255;

/** By a title's distinct words (JobSlots.titleWords), what one of them covers of it: 1 / that (1 for none). */
const TITLE_SHARE = Float64Array.from({ length: MAX_TITLE_WORDS + 1 }, (_, words) => 1 / Math.max(1, words));

/**
 * What a posting earns: its field's weight, plus its share of the title when found there. The share is multiplied by
 * the title bit (0 or 1: TITLE is bit 0) instead of read behind a branch, which a word found in about half its titles
 * ('manager') mispredicts: the 29 searches in rotation took 3-4% less (decision 096).
 */
export function valueOf(mask: number, factor: number, words: number, titleWords: Uint8Array, doc: number): number {
  return (maskWeight[mask] + TITLE_COVER * words * TITLE_SHARE[titleWords[doc]] * (mask & TITLE)) * factor;
}

const pair = new Float64Array(2);

/**
 * The larger of two values, without a branch: V8 compiles Math.max and `a > b ? a : b` over doubles to jumps, which
 * mispredict when either may win ('engineer' in a title or 'engineering' in a description): a scan of 100,000 slots
 * by two lists' masks took 11-12 ns a slot with Math.max and 5 with this (decision 096).
 */
export function larger(a: number, b: number): number {
  pair[0] = a;
  pair[1] = b;
  return pair[+(b > a)];
}

/**
 * Adds one word's value to the score of every slot in its only posting list (a list names a
 * slot at most once); slots seen for the first time join the candidates. Returns their count.
 */
function scoreOneList(
  expansion: Expansion,
  score: SlotScores,
  matched: Uint8Array,
  titleWords: Uint8Array,
  candidates: Int32Array,
  candidateCount: number,
  needed: number,
): number {
  const { list, factor, words } = expansion;
  const { docs, masks, length } = list;
  let count = candidateCount;
  if (count === 0 && needed <= 0) {
    // The first word scored: every slot is new (match() cleared them), so nothing needs reading first.
    for (let j = 0; j < length; j++) {
      const doc = docs[j];
      candidates[count++] = doc;
      score[doc] = valueOf(masks[j], factor, words, titleWords, doc);
      matched[doc] = 1;
    }
    return count;
  }
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    if (needed >= 0 && matched[doc] !== needed) continue;
    if (matched[doc] === 0) candidates[count++] = doc;
    score[doc] += valueOf(masks[j], factor, words, titleWords, doc);
    matched[doc]++;
  }
  return count;
}

/**
 * The same for a word with two posting lists (a word and one longer form, or one short form): both
 * lists hold their slots in ascending order (slots are numbered as jobs are added, and a list only
 * grows at its end), so one merge visits each slot once, with the better of its two values, in
 * ascending order, without the scratch arrays of scoreLists.
 */
function scoreTwoLists(
  first: Expansion,
  second: Expansion,
  score: SlotScores,
  matched: Uint8Array,
  titleWords: Uint8Array,
  candidates: Int32Array,
  candidateCount: number,
  needed: number,
): number {
  const { docs: docsA, masks: masksA, length: lengthA } = first.list;
  const { docs: docsB, masks: masksB, length: lengthB } = second.list;
  let a = 0;
  let b = 0;
  let count = candidateCount;
  // The first word scored: every slot is new (match() cleared them), so nothing needs reading first.
  const fresh = count === 0 && needed <= 0;
  while (a < lengthA || b < lengthB) {
    const docA = a < lengthA ? docsA[a] : 0x7fffffff;
    const docB = b < lengthB ? docsB[b] : 0x7fffffff;
    const doc = docA < docB ? docA : docB;
    let value = 0;
    if (docA === doc) value = valueOf(masksA[a++], first.factor, first.words, titleWords, doc);
    if (docB === doc) {
      const other = valueOf(masksB[b++], second.factor, second.words, titleWords, doc);
      if (other > value) value = other;
    }
    if (fresh) {
      candidates[count++] = doc;
      score[doc] = value;
      matched[doc] = 1;
      continue;
    }
    if (needed >= 0 && matched[doc] !== needed) continue;
    if (matched[doc] === 0) candidates[count++] = doc;
    score[doc] += value;
    matched[doc]++;
  }
  return count;
}

/**
 * A later word (`needed` > 0) with one or two long lists, by looking each candidate up in the lists' masks by slot
 * (Terms.denseMasks) instead of walking lists several times longer than the candidates: 'product' is in every
 * generated job, 'manager' in a third. A slot not in a list has mask 0, worth 0; a candidate counts the word when it
 * matched every earlier word and is in a list, without a branch on either.
 */
function lookUpWord(
  word: LookedUpWord,
  score: SlotScores,
  matched: Uint8Array,
  titleWords: Uint8Array,
  candidates: Int32Array,
  candidateCount: number,
  needed: number,
): number {
  const { masksA, masksB, factorA, wordsA, factorB, wordsB } = word;
  for (let i = 0; i < candidateCount; i++) {
    const doc = candidates[i];
    const value = lookedUpValue(masksA, masksB, factorA, wordsA, factorB, wordsB, titleWords, doc);
    const counts = +(matched[doc] === needed) & +(value > 0);
    score[doc] += value * counts;
    matched[doc] += counts;
  }
  return candidateCount;
}

/**
 * Matcher.wordsPlan: a query of two or three words matched from the rarest word's one list, the others looked up by
 * slot.
 */
export interface WordsPlan {
  /** The rarest word's only list; its slots are the candidates. */
  first: Expansion;
  /** The other words, in the order scoreAll adds them (fewest postings first). */
  others: LookedUpWord[];
  /**
   * The neighbouring words' phrases that some job has, in the query's order: lists in slot order, walked beside the
   * first word's rather than read by slot (masks by slot would hold a byte a slot in every thread for each phrase
   * searched).
   */
  phrases: Postings[];
}

/** Whether a slot has every looked-up word of a plan. */
export function hasOthers(others: readonly LookedUpWord[], doc: number): boolean {
  for (const { masksA, masksB } of others) if ((masksA[doc] | masksB[doc]) === 0) return false;
  return true;
}

/** A walk of a phrase's list beside a list of slots in increasing order: the mask of each slot asked for. */
export class PhraseCursor {
  private at = 0;

  constructor(private readonly list: Postings) {}

  /** The slot's mask in the phrase's list, 0 when not in it; each slot asked for must follow the one before. */
  maskAt(doc: number): number {
    const { docs, masks, length } = this.list;
    while (this.at < length && docs[this.at] < doc) this.at++;
    return this.at < length && docs[this.at] === doc ? masks[this.at] : 0;
  }
}

/** A cursor for each of a plan's phrases. */
export function phraseCursors(plan: WordsPlan): PhraseCursor[] {
  return plan.phrases.map((phrase) => new PhraseCursor(phrase));
}

/**
 * A slot's score under a plan, as `match` leaves it in SlotScores: the words' values summed (scoreWithLookup,
 * scoreWithTwoLookups) and rounded to a float32, then each phrase's bonus added (addPhraseBonus) and rounded again, in
 * the query's order. For slots with every word; `firstMask` is the slot's mask in the rarest word's list, and `phrases`
 * walk the phrases' lists up to it.
 */
export function plannedScore(
  plan: WordsPlan,
  titleWords: Uint8Array,
  doc: number,
  firstMask: number,
  phrases: readonly PhraseCursor[],
): number {
  const { first, others } = plan;
  let sum = valueOf(firstMask, first.factor, first.words, titleWords, doc);
  for (const { masksA, masksB, factorA, wordsA, factorB, wordsB } of others)
    sum += lookedUpValue(masksA, masksB, factorA, wordsA, factorB, wordsB, titleWords, doc);
  let score = Math.fround(sum);
  for (const phrase of phrases) score = Math.fround(score + maskWeight[phrase.maskAt(doc)] * PHRASE);
  return score;
}

/** A later word's one or two long lists as masks by slot (the same array twice for one list), and what a match is worth. */
export interface LookedUpWord {
  masksA: Uint8Array;
  masksB: Uint8Array;
  factorA: number;
  wordsA: number;
  factorB: number;
  wordsB: number;
}

/** What a looked-up word is worth in a slot: the better of its lists' values, 0 when the slot is in neither. */
function lookedUpValue(
  masksA: Uint8Array,
  masksB: Uint8Array,
  factorA: number,
  wordsA: number,
  factorB: number,
  wordsB: number,
  titleWords: Uint8Array,
  doc: number,
): number {
  const valueA = valueOf(masksA[doc], factorA, wordsA, titleWords, doc);
  // One list ('product') is looked up once: its value alone, not twice and the larger.
  return masksB === masksA ? valueA : larger(valueA, valueOf(masksB[doc], factorB, wordsB, titleWords, doc));
}

/**
 * The first word's only list, scored as scoreOneList scores a first word, with the second word looked up as lookUpWord
 * does, in one pass: the lookup's own pass over the candidates (read each one's count and score back, then write them
 * again) is not needed when every candidate is new.
 */
function scoreWithLookup(
  first: Expansion,
  second: LookedUpWord,
  score: SlotScores,
  matched: Uint8Array,
  titleWords: Uint8Array,
  candidates: Int32Array,
): number {
  const { list, factor, words } = first;
  const { docs, masks: firstMasks, length } = list;
  const { masksA, masksB, factorA, wordsA, factorB, wordsB } = second;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    // A slot in neither list gets 0 from both, so the word adds nothing and does not count.
    const other = lookedUpValue(masksA, masksB, factorA, wordsA, factorB, wordsB, titleWords, doc);
    candidates[j] = doc;
    score[doc] = valueOf(firstMasks[j], factor, words, titleWords, doc) + other;
    matched[doc] = 1 + +(other > 0);
  }
  return length;
}

/**
 * scoreWithLookup with a third word looked up in the same pass, keeping as candidates only the slots with all three
 * (their scores and counts written, the others' left at 0, without a branch): three words leave fewer slots than the
 * first word has, and the count after (filterAndCount) then reads those alone instead of testing each of the first
 * word's. A loop of its own: one loop for both, with a test of whether there is a third, took every two-word query's
 * pass 5-10% longer. 'senior product manager' at 3,000,000 jobs: matching 16.8 to 12.1 ms, the search 29.5 to 24.5
 * (decision 220).
 */
function scoreWithTwoLookups(
  first: Expansion,
  second: LookedUpWord,
  third: LookedUpWord,
  score: SlotScores,
  matched: Uint8Array,
  titleWords: Uint8Array,
  candidates: Int32Array,
): number {
  const { list, factor, words } = first;
  const { docs, masks: firstMasks, length } = list;
  const { masksA, masksB, factorA, wordsA, factorB, wordsB } = second;
  const { masksA: thirdA, masksB: thirdB, factorA: thirdFactorA, wordsA: thirdWordsA } = third;
  const { factorB: thirdFactorB, wordsB: thirdWordsB } = third;
  let count = 0;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    const other = lookedUpValue(masksA, masksB, factorA, wordsA, factorB, wordsB, titleWords, doc);
    const last = lookedUpValue(thirdA, thirdB, thirdFactorA, thirdWordsA, thirdFactorB, thirdWordsB, titleWords, doc);
    const all = +(other > 0) & +(last > 0);
    candidates[count] = doc;
    count += all;
    score[doc] = (valueOf(firstMasks[j], factor, words, titleWords, doc) + other + last) * all;
    matched[doc] = 3 * all;
  }
  return count;
}

/** The same for a word with several posting lists (prefix, short-form or typo expansions): each slot earns its best value once. */
function scoreLists(
  lists: Expansion[],
  score: SlotScores,
  matched: Uint8Array,
  titleWords: Uint8Array,
  best: SlotScores,
  touched: Int32Array,
  candidates: Int32Array,
  candidateCount: number,
  needed: number,
): number {
  let touchedCount = 0;
  for (const { list, factor, words } of lists) {
    const { docs, masks, length } = list;
    for (let j = 0; j < length; j++) {
      const doc = docs[j];
      if (needed >= 0 && matched[doc] !== needed) continue;
      const value = valueOf(masks[j], factor, words, titleWords, doc);
      if (value > best[doc]) {
        if (best[doc] === 0) touched[touchedCount++] = doc;
        best[doc] = value;
      }
    }
  }
  let count = candidateCount;
  for (let j = 0; j < touchedCount; j++) {
    const doc = touched[j];
    if (matched[doc] === 0) candidates[count++] = doc;
    score[doc] += best[doc];
    matched[doc]++;
    best[doc] = 0;
  }
  return count;
}

/**
 * Two neighbouring words found together: half their field's weight again. Only candidates earn it
 * (a slot with the phrase that lacks a rarer word of the query was never scored, and only
 * candidates' scores are cleared for the next search).
 */
function addPhraseBonus(list: Postings, score: SlotScores, matched: Uint8Array): void {
  const { docs, masks, length } = list;
  for (let j = 0; j < length; j++) if (matched[docs[j]] !== 0) score[docs[j]] += maskWeight[masks[j]] * PHRASE;
}
