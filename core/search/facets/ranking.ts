import type { JobSlots } from "./job-slots";
import type { SortKeys } from "./sort-keys";
import type { SearchSort } from "../search.schema";
import type { SlotScores } from "../text/matching";
import type { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";

/**
 * The order of a result page: Best Match (score, then newest, then highest id), Most Recent, Highest pay (the
 * slots' yearly rupees, then newest: a bounded heap over the matches like Most Recent, no ranks to keep), or
 * one of the A-Z orders (precomputed ranks of the slots that existed then; a slot added since is
 * compared by its key, which orders it exactly as a rank would, so that one new job does not
 * cost sorting a million keys again; the ranks are recomputed once such slots pass 5%).
 */
type AzSort = "title" | "company" | "location";
const azSorts: AzSort[] = ["title", "company", "location"];

export interface AzOrder {
  rank: Int32Array;
  /** Slots below this have a rank. */
  ranked: number;
  /** The ranked slots in rank order (inOrder[rank[slot]] === slot). */
  inOrder: Int32Array;
  keys: SortKeys;
}

export class SortRanks {
  private ranks: Record<AzSort, Int32Array> | null = null;
  /** The slots by rank, of the sorts asked for since the ranks were made (worked out from them on first use). */
  private inOrder: Partial<Record<AzSort, Int32Array>> = {};
  private ranked = 0;

  constructor(private readonly slots: JobSlots) {}

  /** Called when a job is added: past 5% of slots without a rank, the ranks are computed again on next use. */
  invalidate(): void {
    if (this.ranks && this.slots.size - this.ranked > this.slots.size * 0.05) this.ranks = null;
  }

  get(sort: AzSort): AzOrder {
    if (!this.ranks) {
      this.ranks = this.compute();
      this.inOrder = {};
      this.ranked = this.slots.size;
    }
    const rank = this.ranks[sort];
    return {
      rank,
      ranked: this.ranked,
      inOrder: (this.inOrder[sort] ??= slotsByRank(rank)),
      keys: this.slots[`${sort}Key`],
    };
  }

  /**
   * Into a snapshot, computed first if need be (so that a loaded index has them at once), each with its slots in rank
   * order: in a shared base (decision 227) those are read in place by every thread, where each worked them out for
   * itself on its first A-Z search (4 bytes a slot a sort, per thread).
   */
  writeTo(out: SnapshotWriter): void {
    for (const sort of azSorts) {
      const { rank, inOrder } = this.get(sort);
      out.typed(`ranks.${sort}`, rank);
      out.typed(`ranks.${sort}.inOrder`, inOrder);
    }
  }

  readFrom(input: SnapshotReader): void {
    this.ranks = {
      title: input.i32("ranks.title"),
      company: input.i32("ranks.company"),
      location: input.i32("ranks.location"),
    };
    this.inOrder = {
      title: input.i32("ranks.title.inOrder"),
      company: input.i32("ranks.company.inOrder"),
      location: input.i32("ranks.location.inOrder"),
    };
    this.ranked = this.ranks.title.length;
  }

  private compute(): Record<AzSort, Int32Array> {
    const { size, posted, jobIds } = this.slots;
    const rankBy = (sortKeys: SortKeys) => {
      const keys = sortKeys.all();
      const order = Array.from({ length: size }, (_, slot) => slot);
      order.sort((a, b) =>
        keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : posted[b] - posted[a] || jobIds[b] - jobIds[a],
      );
      const rank = new Int32Array(size);
      order.forEach((slot, position) => (rank[slot] = position));
      return rank;
    };
    return {
      title: rankBy(this.slots.titleKey),
      company: rankBy(this.slots.companyKey),
      location: rankBy(this.slots.locationKey),
    };
  }
}

/** The slots of one page (offset, limit) of `results` in the chosen order. */
export function pageOf(
  slots: JobSlots,
  ranks: SortRanks,
  results: Int32Array,
  sort: SearchSort,
  score: SlotScores | null,
  offset: number,
  limit: number,
): number[] {
  const posted = slots.posted;
  const ids = slots.jobIds;
  let before: (a: number, b: number) => boolean;
  // The order's first key, higher first: an item below the worst kept one is passed over without a comparison.
  let lead: Float64Array | SlotScores | undefined = posted;
  let second: Float64Array | undefined;
  if (sort === "relevance" && score) {
    const s = score;
    lead = s;
    second = posted;
    before = (a, b) =>
      s[a] !== s[b] ? s[a] > s[b] : posted[a] !== posted[b] ? posted[a] > posted[b] : ids[a] > ids[b];
  } else if (sort === "title" || sort === "company" || sort === "location") {
    const order = ranks.get(sort);
    const { rank, ranked, keys } = order;
    // The same order as compute(): key, then newest, then highest id.
    before = (a, b) => {
      if (a < ranked && b < ranked) return rank[a] < rank[b];
      // A loaded slot's key is decoded from bytes on each call (sort-keys.ts): once each here.
      const keyA = keys.at(a);
      const keyB = keys.at(b);
      return keyA !== keyB ? keyA < keyB : posted[a] !== posted[b] ? posted[a] > posted[b] : ids[a] > ids[b];
    };
    return firstInAzOrder(results, offset + limit, order, before).slice(offset, offset + limit);
  } else if (sort === "pay") {
    // Highest pay first (the top of the range per year in rupees; 0 without pay, so those come last), then newest.
    const pay = slots.salary;
    lead = pay;
    second = posted;
    before = (a, b) =>
      pay[a] !== pay[b] ? pay[a] > pay[b] : posted[a] !== posted[b] ? posted[a] > posted[b] : ids[a] > ids[b];
  } else {
    before = (a, b) => (posted[a] !== posted[b] ? posted[a] > posted[b] : ids[a] > ids[b]);
  }
  return topK(results, offset + limit, before, lead, second).slice(offset, offset + limit);
}

/** A sort's comparison from an order's `before`. */
const byOrder = (before: (a: number, b: number) => boolean) => (a: number, b: number) =>
  before(a, b) ? -1 : before(b, a) ? 1 : 0;

/** The inverse of a ranking: the slot at each rank. */
function slotsByRank(rank: Int32Array): Int32Array {
  const inOrder = new Int32Array(rank.length);
  for (let slot = 0; slot < rank.length; slot++) inOrder[rank[slot]] = slot;
  return inOrder;
}

/**
 * Marks of membership by slot for firstInAzOrder: a slot is in the current set when its mark is the current
 * generation, so that nothing needs clearing between calls. Shared by every call in the thread (a search runs
 * without yielding). A byte a slot: clearing them once in 255 searches (a millisecond at three million jobs) costs
 * less than three more bytes a slot in every thread (decision 227).
 */
let marks = new Uint8Array(0);
let generation = 0;

function nextGeneration(slots: number): number {
  if (marks.length < slots) {
    marks = new Uint8Array(Math.max(slots, marks.length * 2));
    generation = 0;
  }
  if (generation === 255) {
    marks.fill(0);
    generation = 0;
  }
  return ++generation;
}

/** Gives back the marks (an idle thread, decision 227): the next A-Z search makes them again. */
export function releaseAzMarks(): void {
  marks = new Uint8Array(0);
  generation = 0;
}

/**
 * The first k items in an A-Z order, sorted: `before` is the order (ranks for ranked slots, else keys). The ranked
 * items are marked, and the slots in rank order are walked until k marked ones are met: for 'remote' by title (34,000
 * of 100,000 slots) that is about 18 slots after one pass of marks, where counting the items' ranks in a histogram to
 * find the k-th's bucket read every item's rank twice (decision 096). Slots added since the ranks were computed
 * (which have none) are sorted in with them.
 */
export function firstInAzOrder(
  items: Int32Array,
  k: number,
  order: AzOrder,
  before: (a: number, b: number) => boolean,
): number[] {
  if (k <= 0 || items.length === 0) return [];
  const { ranked, inOrder } = order;
  const mark = nextGeneration(ranked);
  const unranked: number[] = [];
  const rankedItems = markRanked(items, ranked, mark, unranked);
  const kept = firstMarked(inOrder, mark, Math.min(k, rankedItems));
  if (unranked.length === 0) return kept;
  return kept.concat(unranked).sort(byOrder(before)).slice(0, k);
}

/*
 * firstInAzOrder's two loops are functions of their own that end in a return: code after a hot loop that its first
 * call has not reached yet is compiled (on-stack replacement) without type feedback, and V8 left that compiled loop at
 * the first property read after it on every A-Z search (--trace-deopt, decision 096).
 */

/** Marks the ranked items, lists the others in `unranked`; returns how many were ranked. */
function markRanked(items: Int32Array, ranked: number, mark: number, unranked: number[]): number {
  let rankedItems = 0;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (item < ranked) {
      marks[item] = mark;
      rankedItems++;
    } else unranked.push(item);
  }
  return rankedItems;
}

/** The first `wanted` marked slots in rank order. */
function firstMarked(inOrder: Int32Array, mark: number, wanted: number): number[] {
  const kept: number[] = [];
  for (let position = 0; kept.length < wanted; position++) {
    const slot = inOrder[position];
    if (marks[slot] === mark) kept.push(slot);
  }
  return kept;
}

/** The first k items in `before` order, sorted; a bounded heap, so a large match set costs n·log k. */
export function topK(
  items: ArrayLike<number>,
  k: number,
  before: (a: number, b: number) => boolean,
  lead?: Float64Array | SlotScores,
  second?: Float64Array,
): number[] {
  if (k <= 0 || items.length === 0) return [];
  if (k * 4 >= items.length) return Array.from(items).sort(byOrder(before)).slice(0, k);
  // Max-heap on "sorts later": the root is the worst item kept.
  const heap: number[] = [];
  const later = (a: number, b: number) => before(b, a);
  const siftUp = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!later(heap[index], heap[parent])) break;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  };
  const siftDown = (index: number) => {
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && later(heap[left], heap[worst])) worst = left;
      if (right < heap.length && later(heap[right], heap[worst])) worst = right;
      if (worst === index) return;
      [heap[index], heap[worst]] = [heap[worst], heap[index]];
      index = worst;
    }
  };
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (
      lead !== undefined &&
      (lead[item] < lead[heap[0]] ||
        (second !== undefined && lead[item] === lead[heap[0]] && second[item] < second[heap[0]]))
    ) {
      continue;
    } else if (before(item, heap[0])) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(byOrder(before));
}

/**
 * The best `k` slots in Best Match order (score, then newest, then highest id), offered one at a time as a scan meets
 * them: what pageOf keeps for that order, without a list of every match or a second pass over it. A max-heap on
 * "sorts later", so the root is the worst slot kept and most offers end at one comparison with its score.
 */
export class BestMatches {
  private readonly heap: Int32Array;
  private readonly scores: Float64Array;
  private size = 0;
  /**
   * The score a slot must reach to be considered once `k` are kept; until then below every score, but above -Infinity
   * (which a scan may add to a slot it means to pass over).
   */
  threshold = -Number.MAX_VALUE;
  /** When `k` are kept, the posting time of the worst: a slot scoring just the threshold must be at least as new to enter (see mayEnter). */
  thresholdPosted = Number.NEGATIVE_INFINITY;

  constructor(
    readonly k: number,
    private readonly posted: Float64Array,
    private readonly ids: Int32Array,
  ) {
    this.heap = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  offer(slot: number, value: number): void {
    // Rounded as the slot score arrays round (SlotScores), so that this page and one sorted from them agree.
    const score = Math.fround(value);
    if (this.size < this.k) {
      let index = this.size++;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!this.later(slot, score, this.heap[parent], this.scores[parent])) break;
        this.heap[index] = this.heap[parent];
        this.scores[index] = this.scores[parent];
        index = parent;
      }
      this.heap[index] = slot;
      this.scores[index] = score;
    } else {
      if (!this.later(this.heap[0], this.scores[0], slot, score)) return;
      this.siftDown(slot, score);
    }
    if (this.size === this.k) {
      this.threshold = this.scores[0];
      this.thresholdPosted = this.posted[this.heap[0]];
    }
  }

  /**
   * 1 when a slot with this score and posting time could enter the page, else 0: above the threshold, or on it and no
   * older than the worst kept. Without a branch, so that a scan through a word whose jobs mostly score the same
   * ('remote': half of its 34,000 postings tie) calls offer() only for the few that may enter.
   */
  mayEnter(value: number, posted: number): number {
    const score = Math.fround(value);
    return +(score > this.threshold) | (+(score === this.threshold) & +(posted >= this.thresholdPosted));
  }

  /** The kept slots, best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, index) => index);
    order.sort((a, b) => (this.later(this.heap[a], this.scores[a], this.heap[b], this.scores[b]) ? 1 : -1));
    return order.map((index) => this.heap[index]);
  }

  /** True when slot a sorts after slot b. */
  private later(a: number, scoreA: number, b: number, scoreB: number): boolean {
    if (scoreA !== scoreB) return scoreA < scoreB;
    const { posted, ids } = this;
    return posted[a] !== posted[b] ? posted[a] < posted[b] : ids[a] < ids[b];
  }

  /** Puts the slot in the root's place and moves it down to where it belongs. */
  private siftDown(slot: number, score: number): void {
    const { heap, scores, size } = this;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= size) break;
      const right = left + 1;
      const worse = right < size && this.later(heap[right], scores[right], heap[left], scores[left]) ? right : left;
      if (!this.later(heap[worse], scores[worse], slot, score)) break;
      heap[index] = heap[worse];
      scores[index] = scores[worse];
      index = worse;
    }
    heap[index] = slot;
    scores[index] = score;
  }
}
