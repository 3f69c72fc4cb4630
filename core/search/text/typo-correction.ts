import { editDistance, trigrams } from "./search-text";
import type { Terms } from "./postings";

/**
 * Close spellings of a word that is not in the index: candidates share at least
 * two of pg_trgm's trigrams with it, and are kept when at most one edit away
 * (two for words of seven letters or more), swaps of neighbours counting as one.
 * The trigram index over the vocabulary is built on first use and again after new terms.
 */
export class TypoCorrector {
  private trigramIndex: Map<string, number[]> | null = null;
  private builtFor = -1;

  constructor(private readonly terms: Terms) {}

  correct(word: string, limit = 2): string[] {
    if (word.length < 3 || /^\d+$/.test(word)) return [];
    const vocabulary = this.terms.sorted();
    if (!this.trigramIndex || this.builtFor !== this.terms.version) {
      this.trigramIndex = buildTrigramIndex(vocabulary);
      this.builtFor = this.terms.version;
    }
    const shared = new Map<number, number>();
    for (const gram of trigrams(word)) {
      for (const position of this.trigramIndex.get(gram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
    }
    const maxEdits = word.length >= 7 ? 2 : 1;
    const scored: { term: string; distance: number; frequency: number }[] = [];
    for (const [position, count] of shared) {
      if (count < 2) continue;
      const term = vocabulary[position];
      const distance = editDistance(word, term, maxEdits);
      if (distance <= maxEdits) scored.push({ term, distance, frequency: this.terms.count(term) });
    }
    scored.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.term < b.term ? -1 : 1));
    return scored.slice(0, limit).map((item) => item.term);
  }
}

function buildTrigramIndex(vocabulary: string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  vocabulary.forEach((term, position) => {
    if (term.length < 3) return;
    for (const gram of trigrams(term)) {
      let list = index.get(gram);
      if (!list) index.set(gram, (list = []));
      list.push(position);
    }
  });
  return index;
}
