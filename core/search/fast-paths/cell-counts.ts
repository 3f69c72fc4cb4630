import { cityCellOf } from "../facets/facet-code";
import type { JobSlots } from "../facets/job-slots";
import type { DenseWord } from "./dense-best-page";
import type { UnfilteredHistograms } from "./unfiltered-histograms";

/*
 * A kept word's counts (LiveTotals.ofWord) split by the value of one facet, the key: for each value its jobs hold, how
 * many of them hold each value of every other facet. Filters that pass or fail whole values of the key pass or fail
 * whole rows, so the facets of the jobs that pass are the sum of the passing rows, a few hundred thousand additions
 * where a pass over every slot the word is in took 21-28 ms at 3,000,000 jobs (decision 233):
 * - keyed by the joint's cell (job type, level, remote, salary bucket and posted class), for filters on the code's
 *   group and the posted window alone ('engineer', full-time, 15 LPA and more: group-filters.ts);
 * - keyed by a declared word's code, for filters on that word alone ('engineer' at Series A or B with 11-200 people:
 *   declared-only.ts).
 *
 * Only the values the word's jobs hold take a column, and only the key's values they hold a row: at 3,000,000
 * generated jobs 'engineer' by joint cell takes 962 rows of 388 columns (1.5 MB). A slot counted in later with a
 * value that has no column makes the counts unfollowable (count returns false) and the kept word drops them; a new
 * value of the key takes a new row.
 */

/** The facets a row or column counts: the built-in ones from the packed code, or a declared word (0 and up). */
const CATEGORY = -3;
const CITY = -2;
export const JOINT = -1;

/**
 * The most counters one word's split counts may hold (4 bytes each, 2 MB): past it, the search passes over the slots.
 * 'engineer' at 3,000,000 generated jobs takes 373,000 by cell; a board with thousands of cities may take more, and
 * each thread keeps its own (LiveTotals), so the bound is what a thread may spend on each (issue 45 point 2).
 */
const MAX_CELL_COUNTERS = 1 << 19;

/** One facet's columns: the values of it the word's jobs hold, the column of each value (-1: none). */
interface Columns {
  facet: number;
  values: Int32Array;
  columnOf: Int32Array;
  first: number;
}

export class CellCounts {
  /** By value of the key, its row, or -1. */
  private readonly rowOf: Int32Array;
  private keyOfRow: number[] = [];
  private counts: Int32Array;
  private readonly width: number;
  /** The columns by value of the category, the city cell and the joint's cell (null when it is the key). */
  private readonly categoryColumn: Int32Array;
  private readonly cityColumn: Int32Array;
  private readonly jointColumn: Int32Array | null;
  /** By declared word, its columns by code (null for the key). */
  private readonly wordColumns: (Int32Array | null)[];

  private constructor(
    private readonly key: number,
    keyValues: number,
    private readonly columns: Columns[],
    words: number,
    rows: number,
  ) {
    this.rowOf = new Int32Array(keyValues).fill(-1);
    this.width = columns.reduce((width, facet) => width + facet.values.length, 0);
    this.counts = new Int32Array(Math.max(1, rows * this.width));
    const columnOf = (facet: number) => columns.find((each) => each.facet === facet)?.columnOf ?? null;
    this.categoryColumn = columnOf(CATEGORY)!;
    this.cityColumn = columnOf(CITY)!;
    this.jointColumn = columnOf(JOINT);
    this.wordColumns = Array.from({ length: words }, (_, word) => columnOf(word));
  }

  /**
   * Empty counts keyed by `key` (JOINT or a declared word), with a row for each value and a column for each value of
   * every other facet that the word's kept counts hold; null when they would take more than MAX_CELL_COUNTERS.
   */
  static shapedLike(kept: UnfilteredHistograms, key: number): CellCounts | null {
    let first = 0;
    const columns: Columns[] = [];
    for (const facet of [CATEGORY, CITY, JOINT, ...kept.declaredCells.keys()]) {
      if (facet === key) continue;
      const counts = countsOf(kept, facet);
      const values = Int32Array.from(counts.keys()).filter((value) => counts[value] !== 0);
      const columnOf = new Int32Array(counts.length).fill(-1);
      values.forEach((value, column) => (columnOf[value] = first + column));
      columns.push({ facet, values, columnOf, first });
      first += values.length;
    }
    const keyCounts = countsOf(kept, key);
    const rows = keyCounts.reduce((sum, slots) => sum + +(slots !== 0), 0);
    if (rows * first > MAX_CELL_COUNTERS) return null;
    return new CellCounts(key, keyCounts.length, columns, kept.declaredCells.length, rows);
  }

  /**
   * Counts a live slot in `postedClass` into (`by` 1) or out of (-1) its row. False, counting nothing, when one of its
   * values has no column: the counts can no longer follow the word's slots.
   */
  count(slots: JobSlots, slot: number, postedClass: number, by: number): boolean {
    const { wordColumns, jointColumn } = this;
    const { declaredWords } = slots;
    const code = slots.facetCode[slot];
    const jointCell = ((code & 0x7ff) << 2) | postedClass;
    const category = this.categoryColumn[(code >>> 11) & 0xff];
    const city = this.cityColumn[cityCellOf(code, slots.city, slot)];
    const joint = jointColumn === null ? 0 : jointColumn[jointCell];
    // A column is -1 when the word's jobs had no such value.
    let missing = category | city | joint;
    for (let word = 0; word < wordColumns.length; word++)
      missing |= wordColumns[word]?.[declaredWords[word][slot]] ?? 0;
    if (missing < 0) return false;
    const at = this.rowStart(this.key === JOINT ? jointCell : declaredWords[this.key][slot]);
    const { counts } = this;
    counts[at + category] += by;
    counts[at + city] += by;
    if (jointColumn !== null) counts[at + joint] += by;
    for (let word = 0; word < wordColumns.length; word++) {
      const columnOf = wordColumns[word];
      if (columnOf !== null) counts[at + columnOf[declaredWords[word][slot]]] += by;
    }
    return true;
  }

  /**
   * Adds the rows of the key's values that `passes` says pass (1) into `into`'s counters of every other facet (the
   * key's own are left as they are).
   */
  addPassing(passes: (value: number) => number, into: UnfilteredHistograms): void {
    const { width, counts } = this;
    const sums = new Int32Array(width);
    this.keyOfRow.forEach((value, row) => {
      if (passes(value) === 0) return;
      for (let column = 0, at = row * width; column < width; column++, at++) sums[column] += counts[at];
    });
    for (const { facet, values, first } of this.columns) {
      const counters = countsOf(into, facet);
      for (let column = 0; column < values.length; column++) counters[values[column]] += sums[first + column];
    }
  }

  /** Where a key value's row starts in `counts`, making the row when the value has none. */
  private rowStart(value: number): number {
    let row = this.rowOf[value];
    if (row < 0) {
      row = this.rowOf[value] = this.keyOfRow.length;
      this.keyOfRow.push(value);
      if ((row + 1) * this.width > this.counts.length) {
        const grown = new Int32Array(Math.max(this.counts.length * 2, (row + 1) * this.width));
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    return row * this.width;
  }
}

/** A facet's counters in histograms of a count without filters. */
function countsOf(histograms: UnfilteredHistograms, facet: number): Int32Array {
  if (facet === CATEGORY) return histograms.categoryCounts;
  if (facet === CITY) return histograms.cityCells;
  if (facet === JOINT) return histograms.joint;
  return histograms.declaredCells[facet];
}

/** A dense word's kept counts split by `key`, from one pass over its live slots; null when too large to keep. */
export function splitDenseWord(
  word: DenseWord,
  slots: JobSlots,
  postedClassOf: Uint8Array,
  kept: UnfilteredHistograms,
  key: number,
): CellCounts | null {
  const cells = CellCounts.shapedLike(kept, key);
  if (cells === null) return null;
  const { masksA, masksB } = word;
  const { alive, size } = slots;
  for (let doc = 0; doc < size; doc++)
    if ((masksA[doc] | masksB[doc]) !== 0 && alive[doc] !== 0 && !cells.count(slots, doc, postedClassOf[doc], 1))
      return null;
  return cells;
}
