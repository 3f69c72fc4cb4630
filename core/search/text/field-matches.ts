import type { JobSlots } from "../facets/job-slots";
import type { Postings, Terms } from "./postings";
import { topK } from "../facets/ranking";
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
  private touched: Int32Array = new Int32Array(0);

  constructor(
    private readonly terms: Terms,
    private readonly slots: JobSlots,
  ) {}

  /** Follows the slots' capacity; `touched` is lent by the index (search-index.ts growScratch), used only within top(). */
  grow(capacity: number, touched: Int32Array): void {
    this.counts = new Uint8Array(capacity);
    this.touched = touched;
  }

  /** Gives the scratch back (an idle thread, decision 227): `grow` makes it again before the next question. */
  release(): void {
    this.counts = new Uint8Array(0);
    this.touched = new Int32Array(0);
  }

  /**
   * Up to `limit` job ids, most texts named first, then newest (then highest id), among live jobs
   * (the index drops expired ones first) not in `excluded` that name at least one. A slot counts a text once.
   */
  top(texts: readonly string[], field: number, limit: number, excluded: ReadonlySet<number>): number[] {
    const { counts, touched } = this;
    const { alive, jobIds, posted } = this.slots;
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
    // How many slots name each count. Whether a slot may be shown (alive, not excluded) is asked
    // only of the few that would get in, not of every slot touched: on a busy machine those scattered
    // reads of the slot arrays were most of the question's time.
    const byCount = new Int32Array(256);
    for (let i = 0; i < touchedCount; i++) byCount[counts[touched[i]]]++;
    const shown = (doc: number) => alive[doc] !== 0 && !(excluded.size && excluded.has(jobIds[doc]));
    const newer = (a: number, b: number) => (posted[a] !== posted[b] ? posted[a] > posted[b] : jobIds[a] > jobIds[b]);
    // The lowest count that fills the list if every slot may be shown; one pass gathers the slots at or above it.
    let cut = 255;
    let above = 0;
    while (cut > 1 && above + byCount[cut] < limit) above += byCount[cut--];
    const groups: number[][] = [];
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i];
      const count = counts[doc];
      if (count >= cut && shown(doc)) (groups[count] ??= []).push(doc);
    }
    const chosen: number[] = [];
    for (let count = 255; count >= cut; count--)
      if (groups[count]) chosen.push(...topK(groups[count], limit - chosen.length, newer));
    // Short only when some of those may not be shown (removed, expired or excluded): the next counts down, a pass each.
    for (let count = cut - 1; count >= 1 && chosen.length < limit; count--) {
      if (byCount[count] === 0) continue;
      const atCount: number[] = [];
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i];
        if (counts[doc] === count && shown(doc)) atCount.push(doc);
      }
      chosen.push(...topK(atCount, limit - chosen.length, newer));
    }
    if (touchedCount * 4 > counts.length) counts.fill(0);
    else for (let i = 0; i < touchedCount; i++) counts[touched[i]] = 0;
    return chosen.map((doc) => jobIds[doc]);
  }

  private postingsOf(text: string): Postings | undefined {
    const terms = termsOf(text).filter((term) => !stopWords.has(term));
    if (terms.length === 0) return undefined;
    return terms.length === 1 ? this.terms.get(terms[0]) : this.terms.phrase(phraseKey(terms[0], terms[1]));
  }
}
