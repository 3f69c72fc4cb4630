/**
 * The inverted lists of the search index: for each term, the slots of the jobs that hold it and,
 * per slot, a bit mask of the fields it was found in. A sorted vocabulary answers prefix lookups.
 */
import type { SlotClaims } from "../facets/slot-claims";
import { SnapshotError, type SnapshotReader, type SnapshotWriter } from "../snapshot/snapshot-format";

// Fields, as bits of a posting's mask, and the weight a word found there earns.
/** Bit 0, so that mask & TITLE is 0 or 1: valueOf (matching.ts) multiplies by it. */
export const TITLE = 1;
export const COMPANY = 2;
export const SKILLS = 4;
export const CATEGORY = 8;
export const LOCATION = 16;
export const DESCRIPTION = 32;
const fieldWeights: [number, number][] = [
  [TITLE, 16],
  [COMPANY, 10],
  [SKILLS, 8],
  [CATEGORY, 6],
  [LOCATION, 5],
  [DESCRIPTION, 1],
];
/** The weight of a posting: the best weight among the fields of its mask. */
export const maskWeight = new Float64Array(64);
for (let mask = 0; mask < 64; mask++) {
  for (const [bit, weight] of fieldWeights) if (mask & bit) maskWeight[mask] = Math.max(maskWeight[mask], weight);
}

const MAX_PREFIX_TERMS = 64;
/** How many long lists keep a slot-indexed copy of their masks at once (a byte per slot each: 100 KB per 100,000 jobs). */
const MAX_DENSE_LISTS = 32;
/** A view's pending postings (Postings.add) join a private copy past this many, or past 1/64 of the view's length. */
const PENDING_MIN = 64;
/**
 * A list this long or longer goes into a snapshot in sections of its own, with room for a sixteenth more postings
 * after them (decision 236): the readers of a shared base append a new slot's postings there, once for all, where each
 * copied such a list (5 bytes a posting) at the first search that read it after a change. A shorter list's copy costs
 * at most 40 KB.
 */
const LONG_LIST_FROM = 8_192;
const listRoomFor = (size: number) => Math.ceil(size / 16);

/** One term's posting list: slots in the order they were added, and their field masks. */
export class Postings {
  docs = new Int32Array(4);
  masks = new Uint8Array(4);
  length = 0;
  /** The masks by slot (0: not in the list), when Terms.denseMasks made them; kept as postings are added. */
  dense: Uint8Array | null = null;
  /**
   * Set on a list read from a snapshot or a shared base: `docs` and `masks` are views of its bytes, which other threads
   * may read, so they are written only past `length`, in a long list's room, while `inStep` says that the postings
   * written there are the other readers' too.
   */
  isView = false;
  /** A view's: whether the index that reads it added the same jobs as the others since the base (slot-claims.ts). */
  inStep: SlotClaims | null = null;
  /**
   * Postings added to a view, as slot and mask pairs, until the list is read (`readable`). Copying the view out at the
   * first add made every thread that applied one changed job hold a private copy of each long list the job's text
   * touched: about 400 MB a thread at a million jobs (decision 213). Searched lists are few; the pairs join a copy
   * only then. Their slots are all above the view's (new slots are numbered on), so the order by slot holds.
   */
  private pending: number[] | null = null;

  /** How many postings the list holds, pending ones included. */
  get size(): number {
    return this.length + (this.pending === null ? 0 : this.pending.length >> 1);
  }

  add(doc: number, mask: number) {
    if (this.dense !== null) {
      if (doc < this.dense.length) this.dense[doc] = mask;
      else this.dense = null;
    }
    if (this.isView) {
      if (this.pending === null && this.length < this.docs.length && this.inStep?.inStep) {
        this.docs[this.length] = doc;
        this.masks[this.length] = mask;
        this.length++;
        return;
      }
      (this.pending ??= []).push(doc, mask);
      // Bounded: a list that takes many postings before it is read (a process that never loads a newer base keeps its
      // lists for days) holds them as typed arrays, 5 bytes a posting instead of 16.
      if (this.pending.length >> 1 > Math.max(PENDING_MIN, this.length >> 6)) this.readable();
      return;
    }
    if (this.length === this.docs.length) this.resize(Math.max(4, this.docs.length * 2));
    this.docs[this.length] = doc;
    this.masks[this.length] = mask;
    this.length++;
  }

  /** The list with its pending postings in `docs` and `masks`, ready to be read whole; a view without any stays one. */
  readable(): this {
    if (this.pending === null) return this;
    const pending = this.pending;
    this.pending = null;
    this.isView = false;
    const size = this.length + (pending.length >> 1);
    this.resize(Math.max(4, size + (size >> 3)));
    for (let at = 0; at < pending.length; at += 2) {
      this.docs[this.length] = pending[at];
      this.masks[this.length] = pending[at + 1];
      this.length++;
    }
    return this;
  }

  /** Copies every posting, pending ones included, into `docs` and `masks` from `at` (a snapshot); returns the end. */
  copyInto(docs: Int32Array, masks: Uint8Array, at: number): number {
    docs.set(this.docs.subarray(0, this.length), at);
    masks.set(this.masks.subarray(0, this.length), at);
    at += this.length;
    for (let pair = 0; this.pending !== null && pair < this.pending.length; pair += 2, at++) {
      docs[at] = this.pending[pair];
      masks[at] = this.pending[pair + 1];
    }
    return at;
  }

  /** Every posting, pending ones included, as two arrays of the list's size: views of its own when it can. */
  whole(): [docs: Int32Array, masks: Uint8Array] {
    if (this.pending === null) return [this.docs.subarray(0, this.length), this.masks.subarray(0, this.length)];
    const docs = new Int32Array(this.size);
    const masks = new Uint8Array(this.size);
    this.copyInto(docs, masks, 0);
    return [docs, masks];
  }

  private resize(capacity: number): void {
    const docs = new Int32Array(capacity);
    docs.set(this.docs.subarray(0, this.length));
    this.docs = docs;
    const masks = new Uint8Array(capacity);
    masks.set(this.masks.subarray(0, this.length));
    this.masks = masks;
  }
}

/**
 * Every term's posting list, with the sorted vocabulary built lazily after new terms arrive; and
 * the posting lists of two-word phrases (neighbouring terms of a title, company, skill, category
 * or location), which rank a phrase above the same words scattered and match short forms.
 */
export class Terms {
  private readonly lists = new Map<string, Postings>();
  private readonly phrases = new Map<string, Postings>();
  private vocabulary: string[] | null = null;
  /** The lists given dense masks, oldest first. */
  private readonly withDense: Postings[] = [];
  /** Grows whenever a new term arrives, so that structures derived from the vocabulary know to rebuild. */
  version = 0;

  get(term: string): Postings | undefined {
    return this.lists.get(term)?.readable();
  }

  /** How many postings the term has, without making its list readable (which may copy it). */
  count(term: string): number {
    return this.lists.get(term)?.size ?? 0;
  }

  /** Adds a posting; a term seen for the first time gets its list. */
  add(term: string, slot: number, mask: number): void {
    let list = this.lists.get(term);
    if (!list) {
      list = new Postings();
      this.lists.set(term, list);
      this.vocabulary = null;
      this.version++;
    }
    list.add(slot, mask);
  }

  /**
   * The list's masks by slot for slots below `capacity` (0: the slot is not in it), made on first use and kept while
   * postings are added, for the MAX_DENSE_LISTS lists they were made for most recently. Lets a query word whose list is much
   * longer than the slots still in question look those slots up instead of walking the whole list (matching.ts).
   */
  denseMasks(list: Postings, capacity: number): Uint8Array {
    if (list.dense !== null && list.dense.length >= capacity) return list.dense;
    const dense = new Uint8Array(capacity);
    const { docs, masks, length } = list;
    for (let j = 0; j < length; j++) dense[docs[j]] = masks[j];
    const kept = this.withDense.indexOf(list);
    if (kept >= 0) this.withDense.splice(kept, 1);
    this.withDense.push(list);
    if (this.withDense.length > MAX_DENSE_LISTS) this.withDense.shift()!.dense = null;
    list.dense = dense;
    return dense;
  }

  /**
   * Drops every list's masks by slot (an idle thread, decision 227): 1 byte a slot each, made again by the next search
   * that looks the word up. The groups made from them (dense-best-page.ts) go with them.
   */
  releaseDenseMasks(): void {
    for (const list of this.withDense) list.dense = null;
    this.withDense.length = 0;
  }

  phrase(key: string): Postings | undefined {
    return this.phrases.get(key)?.readable();
  }

  addPhrase(key: string, slot: number, mask: number): void {
    let list = this.phrases.get(key);
    if (!list) this.phrases.set(key, (list = new Postings()));
    list.add(slot, mask);
  }

  /**
   * Into a snapshot: per kind (terms, phrases), the keys, the list lengths and every short list end to end; each long
   * list in sections of its own, with room after them.
   */
  writeTo(out: SnapshotWriter): void {
    for (const [name, map] of [
      ["terms", this.lists],
      ["phrases", this.phrases],
    ] as const) {
      // Sorted, so that the vocabulary of prefix lookups comes with the snapshot.
      const keys = [...map.keys()].sort();
      const lengths = new Int32Array(keys.length);
      let total = 0;
      keys.forEach((key, index) => {
        lengths[index] = map.get(key)!.size;
        if (lengths[index] < LONG_LIST_FROM) total += lengths[index];
      });
      const docs = new Int32Array(total);
      const masks = new Uint8Array(total);
      let at = 0;
      keys.forEach((key, index) => {
        const list = map.get(key)!;
        if (lengths[index] < LONG_LIST_FROM) {
          at = list.copyInto(docs, masks, at);
          return;
        }
        const [longDocs, longMasks] = list.whole();
        out.typed(`${name}.long.${index}.docs`, longDocs, listRoomFor(lengths[index]));
        out.typed(`${name}.long.${index}.masks`, longMasks, listRoomFor(lengths[index]));
      });
      out.json(name, { count: keys.length, longFrom: LONG_LIST_FROM });
      out.lines(`${name}.keys`, keys);
      out.typed(`${name}.lengths`, lengths);
      out.typed(`${name}.docs`, docs);
      out.typed(`${name}.masks`, masks);
    }
  }

  /**
   * From a snapshot: each posting list is a view of the file's bytes (no copy), a long one over its room. `claims`: the
   * slots' (slot-claims.ts), which say whether the index's new postings are the other readers' too.
   */
  static readFrom(input: SnapshotReader, claims: SlotClaims | null = null): Terms {
    const terms = new Terms();
    for (const [name, map] of [
      ["terms", terms.lists],
      ["phrases", terms.phrases],
    ] as const) {
      const { count, longFrom } = input.json<{ count: number; longFrom: number }>(name);
      if (!Number.isInteger(longFrom)) throw new SnapshotError(`${name}: no length from which lists are long`);
      const keys = input.lines(`${name}.keys`, count);
      const lengths = input.i32(`${name}.lengths`);
      const docs = input.i32(`${name}.docs`);
      const masks = input.u8(`${name}.masks`);
      let at = 0;
      keys.forEach((key, index) => {
        const list = new Postings();
        list.length = lengths[index];
        if (list.length >= longFrom) {
          const longDocs = input.i32(`${name}.long.${index}.docs`, true);
          const longMasks = input.u8(`${name}.long.${index}.masks`, true);
          const capacity = Math.min(longDocs.length, longMasks.length);
          if (capacity < list.length) throw new SnapshotError(`${name} list ${index}: shorter than its length`);
          list.docs = longDocs.subarray(0, capacity);
          list.masks = longMasks.subarray(0, capacity);
        } else {
          list.docs = docs.subarray(at, at + list.length);
          list.masks = masks.subarray(at, at + list.length);
          at += list.length;
        }
        list.isView = true;
        list.inStep = claims;
        map.set(key, list);
      });
      if (name === "terms") terms.vocabulary = keys;
    }
    terms.version = 1;
    return terms;
  }

  sorted(): string[] {
    this.vocabulary ??= [...this.lists.keys()].sort();
    return this.vocabulary;
  }

  /** The terms starting with the prefix; when there are many, the MAX_PREFIX_TERMS with the longest lists. */
  withPrefix(prefix: string): string[] {
    const vocabulary = this.sorted();
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < vocabulary.length && vocabulary[index].startsWith(prefix); index++)
      found.push(vocabulary[index]);
    if (found.length > MAX_PREFIX_TERMS) {
      found.sort((a, b) => this.count(b) - this.count(a));
      found.length = MAX_PREFIX_TERMS;
    }
    return found;
  }
}
