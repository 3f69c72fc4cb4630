/**
 * The counters of a search's facets, kept from one search to the next and zeroed for the next: a search runs from
 * start to end without yielding, so one set serves every search of the process (and every index in it). Allocating
 * them for each search (a dozen typed arrays, one of 10 KB) took a fifth of a 60 µs search ('rust', 2,130 jobs)
 * and made garbage for the collector (decision 096).
 */
const kept: Int32Array[] = [];

/** Which counter: each use in one search has its own, so that two in use at once never share. */
export const Counter = {
  tallyCategory: 0,
  tallyType: 1,
  tallyLevel: 2,
  tallyCity: 3,
  tallySalary: 4,
  tallyPosted: 5,
  countsSalary: 6,
  countsPosted: 7,
  unfilteredCategory: 8,
  unfilteredCity: 9,
  unfilteredJoint: 10,
  filteredCity: 11,
  filteredJoint: 12,
} as const;
type CounterId = (typeof Counter)[keyof typeof Counter];

/** The counter `which`, of `length` cells, all 0. Valid until the next search asks for the same counter. */
export function zeroedCounter(which: CounterId, length: number): Int32Array {
  const counter = kept[which];
  if (counter !== undefined && counter.length === length) return counter.fill(0);
  return (kept[which] = new Int32Array(length));
}

/** The joint counts of the declared facets' words (declared-facets.ts), one counter a word, kept as the others are. */
const keptWords = { tally: [] as Int32Array[], unfiltered: [] as Int32Array[] };

/** By word, a counter of that word's cells, all 0. Valid until the next search asks for the same counters. */
export function zeroedWordCounters(which: keyof typeof keptWords, cells: readonly number[]): Int32Array[] {
  const kept = keptWords[which];
  return cells.map((length, word) => {
    const counter = kept[word];
    if (counter !== undefined && counter.length === length) return counter.fill(0);
    return (kept[word] = new Int32Array(length));
  });
}
