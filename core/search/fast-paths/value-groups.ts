import type { JobSlots } from "../facets/job-slots";
import type { BestMatches } from "../facets/ranking";

/*
 * A Best Match page from slots grouped by their value, best first, each group newest first: a walk offers the best
 * groups and leaves each at the first slot a full page excludes, instead of valuing every slot a broad query matches
 * (a dense word's titled slots, dense-best-page.ts; two or three words, planned-words-page.ts). A slot's
 * value never changes (a changed job takes a new slot), so groups made once stay right as jobs close (the walk tests
 * `alive`); the slots added since are valued by the caller.
 */

/** Slots grouped by value, best first: group g is `slots` from `starts[g]` to `starts[g + 1]`, of value `values[g]`. */
export interface ValueGroups {
  slots: Int32Array;
  starts: Int32Array;
  values: Float32Array;
}

/** The first `count` of `listed`, of values `valueOfListed` (as BestMatches rounds them), grouped by value. */
export function groupByValue(
  listed: Int32Array,
  valueOfListed: Float32Array,
  count: number,
  posted: Float64Array,
): ValueGroups {
  const { groupOf, values } = numberValues(valueOfListed.subarray(0, count));
  // Best value first: group g's rank among the values.
  const order = Array.from(values.keys()).sort((a, b) => values[b] - values[a]);
  const rankOf = new Int32Array(values.length);
  order.forEach((group, rank) => (rankOf[group] = rank));
  const starts = new Int32Array(values.length + 1);
  for (let i = 0; i < count; i++) starts[rankOf[groupOf[i]] + 1]++;
  for (let rank = 0; rank < values.length; rank++) starts[rank + 1] += starts[rank];
  const next = starts.slice(0, values.length);
  const grouped = new Int32Array(count);
  for (let i = 0; i < count; i++) grouped[next[rankOf[groupOf[i]]]++] = listed[i];
  for (let rank = 0; rank < values.length; rank++)
    newestFirst(grouped.subarray(starts[rank], starts[rank + 1]), posted);
  return { slots: grouped, starts, values: Float32Array.from(order, (group) => values[group]) };
}

/** A slot's posting time in whole seconds: the order newestFirst leaves a group in, and the unit offerBestGroups leaves it by. */
function secondOf(posted: number): number {
  return Math.floor(posted / 1000);
}

/** How many slots a packed sort key (newestFirst) tells apart, and how many seconds it spans with them: 2^26 and 2^27. */
const SLOT_SPAN = 2 ** 26;
const SECOND_SPAN = 2 ** 27;

/**
 * Orders a group's slots newest first, by posting second, then slot: a walk can then leave the group at its first slot
 * a full page's threshold excludes (offerBestGroups). Sorted as numbers packed with their slot (second since the
 * group's oldest times 2^26, plus the slot), the array's own sort without a comparator: for 905,000 slots 120 ms where
 * a comparator took 350-410; a group spanning more than 2^27 seconds (four years) or a board of more than 2^26 slots
 * takes the comparator.
 */
function newestFirst(group: Int32Array, posted: Float64Array): void {
  if (group.length < 2) return;
  let [oldest, newest] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const slot of group) {
    oldest = Math.min(oldest, secondOf(posted[slot]));
    newest = Math.max(newest, secondOf(posted[slot]));
  }
  if (newest - oldest >= SECOND_SPAN || group.some((slot) => slot >= SLOT_SPAN)) {
    group.sort((a, b) => secondOf(posted[b]) - secondOf(posted[a]) || b - a);
    return;
  }
  const keys = Float64Array.from(group, (slot) => (secondOf(posted[slot]) - oldest) * SLOT_SPAN + slot).sort();
  for (let i = 0; i < keys.length; i++) group[keys.length - 1 - i] = keys[i] % SLOT_SPAN;
}

/**
 * Numbers the values of `values` (a few hundred distinct at most: field weights times title shares) in order of first
 * sight, `groupOf[i]` being values[i]'s number, through a table of 4,096 cells on the float's bits: a value meeting
 * another in its cell takes it over under a new number, so one value may have two numbers, which costs the walk
 * nothing (it needs each group to hold one value, best first). A Map lookup a slot took 100 ms of the grouping at
 * 905,000 titled slots; this takes 40.
 */
function numberValues(values: Float32Array): { groupOf: Int32Array; values: number[] } {
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  const groupOf = new Int32Array(values.length);
  const numbered: number[] = [];
  const cellBits = new Uint32Array(VALUE_CELLS);
  const cellGroup = new Int32Array(VALUE_CELLS).fill(-1);
  for (let i = 0; i < values.length; i++) {
    const key = bits[i];
    const cell = Math.imul(key, 0x9e3779b1) >>> (32 - VALUE_CELL_BITS);
    if (cellGroup[cell] === -1 || cellBits[cell] !== key) {
      cellBits[cell] = key;
      cellGroup[cell] = numbered.length;
      numbered.push(values[i]);
    }
    groupOf[i] = cellGroup[cell];
  }
  return { groupOf, values: numbered };
}

const VALUE_CELL_BITS = 12;
const VALUE_CELLS = 1 << VALUE_CELL_BITS;

/**
 * Offers the grouped slots, best group first, until a group is below the page's threshold (as are all after it); only
 * those `passes` says pass the filters (1) when given. A group is left at its first slot posted a whole second before
 * the page's worst once the page is full at the group's value: its slots are newest first (newestFirst), so none
 * after could enter. 'engineer' has hundreds of thousands of titled jobs at its best value at 3,000,000 jobs; walking
 * each took 5-8 ms of a search.
 */
export function offerBestGroups(groups: ValueGroups, slots: JobSlots, best: BestMatches, passes?: SlotFilter): void {
  const { alive, posted } = slots;
  const { slots: grouped, starts, values } = groups;
  for (let group = 0; group < values.length; group++) {
    const value = values[group];
    if (value < best.threshold) return;
    for (let i = starts[group]; i < starts[group + 1]; i++) {
      const doc = grouped[i];
      if (value === best.threshold && secondOf(posted[doc]) < secondOf(best.thresholdPosted)) break;
      if ((alive[doc] & best.mayEnter(value, posted[doc])) !== 0 && (passes === undefined || passes(doc) === 1))
        best.offer(doc, value);
    }
  }
}

/** 1 when a slot passes a search's filters, else 0. */
export type SlotFilter = (slot: number) => number;
