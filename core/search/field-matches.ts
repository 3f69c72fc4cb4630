import type { JobSlots } from "./job-slots";
import type { Postings, Terms } from "./postings";
import { topK } from "./ranking";
import { stopWords, termsOf } from "./search-text";
import { phraseKey } from "./synonyms";

/**
 * The jobs whose one field (skills, title) names the most of some texts: the question
 * recommendations ask (core/recommendations/candidate-jobs.ts), which score a job on the profile
 * skills found in its skills field and the desired title's words found in its title, not on a
 * text match over every field. It reads the posting lists of those texts only, keeps the postings
 * whose mask has the field's bit, and counts per slot: no relevance scores, no facets, no sort of
 * the matches, and its scratch arrays live as long as the index (nothing large per question).
 *
 * A text of one term is looked up as that term; a longer one ('Node.js', 'Spring Boot') as the
 * phrase of its first two terms, which the index keeps per skill (search-index.ts, phrasesOf).
 */
export class FieldMatcher {
  private counts = new Uint8Array(0);
  private touched = new Int32Array(0);

  constructor(
    private readonly terms: Terms,
    private readonly slots: JobSlots,
  ) {}

  /** Follows the slots' capacity. */
  grow(capacity: number): void {
    this.counts = new Uint8Array(capacity);
    this.touched = new Int32Array(capacity);
  }

  /**
   * Up to `limit` job ids, most texts named first, then newest (then highest id), among live,
   * unexpired jobs not in `excluded` that name at least one. A slot counts a text once.
   */
  top(texts: readonly string[], field: number, limit: number, excluded: ReadonlySet<number>, now: number): number[] {
    const { counts, touched } = this;
    const { validThrough, jobIds, posted } = this.slots;
    let touchedCount = 0;
    const seen = new Set<Postings>();
    for (const text of texts.slice(0, 255)) {
      const list = this.postingsOf(text);
      if (!list || seen.has(list)) continue;
      seen.add(list);
      const { docs, masks, length } = list;
      for (let j = 0; j < length; j++) {
        if ((masks[j] & field) === 0) continue;
        const doc = docs[j];
        if (counts[doc] === 0) touched[touchedCount++] = doc;
        counts[doc]++;
      }
    }
    // How many slots name each count (live, unexpired, not excluded); the rest are dropped here.
    const byCount = new Int32Array(257);
    let kept = 0;
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i];
      if (validThrough[doc] <= now || (excluded.size && excluded.has(jobIds[doc]))) counts[doc] = 0;
      else {
        byCount[counts[doc]]++;
        touched[kept++] = doc;
      }
    }
    // The lowest count that still gets in: everything above it does, its own slots by date.
    let cut = 256;
    let above = 0;
    while (cut > 1 && above + byCount[cut] < limit) above += byCount[cut--];
    const chosen: number[] = [];
    const atCut: number[] = [];
    for (let i = 0; i < kept; i++) {
      const doc = touched[i];
      if (counts[doc] > cut) chosen.push(doc);
      else if (counts[doc] === cut) atCut.push(doc);
    }
    const newer = (a: number, b: number) => (posted[a] !== posted[b] ? posted[a] > posted[b] : jobIds[a] > jobIds[b]);
    const order = (a: number, b: number) => (counts[a] !== counts[b] ? counts[b] - counts[a] : newer(a, b) ? -1 : 1);
    const result = [...chosen.sort(order), ...topK(atCut, limit - chosen.length, newer)].map((doc) => jobIds[doc]);
    for (let i = 0; i < kept; i++) counts[touched[i]] = 0;
    return result;
  }

  private postingsOf(text: string): Postings | undefined {
    const terms = termsOf(text).filter((term) => !stopWords.has(term));
    if (terms.length === 0) return undefined;
    return terms.length === 1 ? this.terms.get(terms[0]) : this.terms.phrase(phraseKey(terms[0], terms[1]));
  }
}
