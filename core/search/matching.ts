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

/** A posting list a query word matches, what a match is worth, and how many title words it covers. */
interface Expansion {
  list: Postings;
  factor: number;
  words: number;
}

export interface Match {
  mode: "all" | "partial" | "none";
  /** How many words a slot must have matched to count: all of them, or the most any live job matched. */
  required: number;
  score: Float64Array;
  matched: Uint8Array;
  candidates: Int32Array;
  candidateCount: number;
}

export class Matcher {
  private score = new Float64Array(0);
  private matched = new Uint8Array(0);
  private best = new Float64Array(0);
  private touched = new Int32Array(0);
  private candidates = new Int32Array(0);
  private candidateCount = 0;

  constructor(
    private readonly terms: Terms,
    private readonly typos: TypoCorrector,
  ) {}

  /** Follows the slots' capacity (the scores are dropped; the candidate list is kept for the next clear). */
  grow(capacity: number): void {
    this.score = new Float64Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.best = new Float64Array(capacity);
    this.touched = new Int32Array(capacity);
    const candidates = new Int32Array(capacity);
    candidates.set(this.candidates.subarray(0, this.candidateCount));
    this.candidates = candidates;
  }

  /** Scores the slots (of `size`) for the words; corrections made are written into `corrections`. */
  match(words: QueryWord[], size: number, validThrough: Float64Array, titleShare: Float64Array, now: number, corrections: Record<string, string>): Match {
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
    let candidateCount = 0;
    // The term each word was read as (after a typo fix), for the phrase bonus of neighbours.
    const readAs: (string | undefined)[] = [];
    for (const word of words) {
      const lists = this.expansions(word, corrections);
      readAs.push(this.terms.get(word.term) ? word.term : corrections[word.raw]);
      if (lists.length === 1) candidateCount = scoreOneList(lists[0], score, matched, titleShare, candidates, candidateCount);
      else if (lists.length > 1) candidateCount = scoreLists(lists, score, matched, titleShare, this.best, this.touched, candidates, candidateCount);
    }
    for (let index = 0; index + 1 < readAs.length; index++) {
      const [first, second] = [readAs[index], readAs[index + 1]];
      const phrase = first && second ? this.terms.phrase(phraseKey(first, second)) : undefined;
      if (phrase) addPhraseBonus(phrase, score);
    }
    this.candidateCount = candidateCount;
    let required = words.length;
    let most = 0;
    for (let i = 0; i < candidateCount; i++) {
      const doc = candidates[i];
      if (matched[doc] > most && validThrough[doc] > now) {
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
    return { mode, required, score, matched, candidates, candidateCount };
  }

  /** The posting lists a word stands for: its own, its short-form phrases, its prefix extensions, else its close spellings. */
  private expansions(word: QueryWord, corrections: Record<string, string>): Expansion[] {
    const result: Expansion[] = [];
    const exact = this.terms.get(word.term);
    if (exact) result.push({ list: exact, factor: EXACT, words: 1 });
    for (const terms of synonymTerms.get(word.raw) ?? []) {
      const list = terms.length === 1 ? this.terms.get(terms[0]) : terms.length === 2 ? this.terms.phrase(phraseKey(terms[0], terms[1])) : undefined;
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

/** What a posting earns: its field's weight, plus its share of the title when found there. */
function valueOf(mask: number, factor: number, words: number, share: number): number {
  return (maskWeight[mask] + ((mask & TITLE) !== 0 ? TITLE_COVER * words * share : 0)) * factor;
}

/**
 * Adds one word's value to the score of every slot in its only posting list (a list names a
 * slot at most once); slots seen for the first time join the candidates. Returns their count.
 */
function scoreOneList(expansion: Expansion, score: Float64Array, matched: Uint8Array, titleShare: Float64Array, candidates: Int32Array, candidateCount: number): number {
  const { list, factor, words } = expansion;
  const { docs, masks, length } = list;
  let count = candidateCount;
  for (let j = 0; j < length; j++) {
    const doc = docs[j];
    if (matched[doc] === 0) candidates[count++] = doc;
    score[doc] += valueOf(masks[j], factor, words, titleShare[doc]);
    matched[doc]++;
  }
  return count;
}

/** The same for a word with several posting lists (prefix, short-form or typo expansions): each slot earns its best value once. */
function scoreLists(
  lists: Expansion[], score: Float64Array, matched: Uint8Array, titleShare: Float64Array, best: Float64Array, touched: Int32Array, candidates: Int32Array, candidateCount: number,
): number {
  let touchedCount = 0;
  for (const { list, factor, words } of lists) {
    const { docs, masks, length } = list;
    for (let j = 0; j < length; j++) {
      const doc = docs[j];
      const value = valueOf(masks[j], factor, words, titleShare[doc]);
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

/** Two neighbouring words found together: half their field's weight again (the slots already matched both words). */
function addPhraseBonus(list: Postings, score: Float64Array): void {
  const { docs, masks, length } = list;
  for (let j = 0; j < length; j++) score[docs[j]] += maskWeight[masks[j]] * PHRASE;
}
