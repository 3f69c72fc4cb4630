import { TYPE_SHIFT } from "./facet-code";
import { Counter, zeroedCounter } from "./scratch-counters";

/**
 * Where a filtered count (filtered-count.ts) counts a slot for the facets of level, remote, salary, job type and
 * posted window: one cell per slot instead of six counters. A slot counts in the facets of the filters it does not
 * fail, so a slot that passes every filter counts in all of them and one that fails one filter only in that
 * filter's facet. The slot's "cell" is its code's group (bits 0-10, facet-code.ts) with its posted class below:
 *
 *   bits  0-1   posted class     bits  5     remote     bits  9-12  job type
 *   bits  2-4   level            bits  6-8   salary level
 *
 * A slot that passes counts at its whole cell, in the first section; one that fails one filter counts at the part
 * of its cell that the filter's facet reads, in that filter's section; one that fails the category filter, or two
 * filters, counts in a cell no facet reads. split() adds the sections to the facets after the count.
 *
 * Why: every increment waits for the last one to the same counter, and a level, salary or posted counter has a few
 * cells that most slots share, so six of them made a chain per slot; the cells spread the increments as the joint
 * histogram of a count without filters does (facets.ts). Category and city keep their own counters (many cells).
 */

/** A slot's failed filters, as bits (filtered-count.ts computes them). */
export const FailedFilter = { category: 1, type: 2, level: 4, location: 8, salary: 16, posted: 32 } as const;

/** The sections after the first: [failed filter, shift of the cell, mask, size]. */
const singleFailureSections = [
  [FailedFilter.type, 5, 0xff, 256], // remote (bit 0), salary level, job type (bits 4-7): the type facet and its Remote
  [FailedFilter.level, 2, 7, 8],
  [FailedFilter.location, 5, 1, 2], // remote: the location facet's Remote (cities are counted apart)
  [FailedFilter.salary, 6, 7, 8],
  [FailedFilter.posted, 0, 3, 4],
] as const;
const UNREAD_CELLS = 1;

/** The counters split() adds to (FacetCounters in filtered-count.ts). */
export interface SplitCounters {
  typeCounts: Int32Array;
  levelCounts: Int32Array;
  salaryHist: Int32Array;
  postedHist: Int32Array;
  remoteType: number;
  remote: number;
}

export class FilteredFacetCells {
  /** By failed-filter bits: the section's first cell (bits 0-15), the shift of the slot's cell (bits 16-18) and its mask (19-31). */
  readonly sections = new Int32Array(64);
  /** The counters, zeroed (a process-wide scratch counter: one count at a time). */
  readonly cells: Int32Array;
  private readonly passedSize: number;

  constructor(jobTypes: number) {
    this.passedSize = Math.max(1, jobTypes) << (TYPE_SHIFT + 2);
    let first = this.passedSize;
    const unread = first + singleFailureSections.reduce((cells, [, , , size]) => cells + size, 0);
    this.sections.fill(sectionEntry(unread, 0, 0), 1);
    for (const [filter, shift, mask, size] of singleFailureSections) {
      this.sections[filter] = sectionEntry(first, shift, mask);
      first += size;
    }
    this.sections[0] = sectionEntry(0, 0, 0x1fff);
    this.cells = zeroedCounter(Counter.filteredCells, unread + UNREAD_CELLS);
  }

  /** Adds the counted cells to the facets' counters. */
  split(into: SplitCounters): void {
    const { cells, passedSize } = this;
    for (let cell = 0; cell < passedSize; cell++) {
      const count = cells[cell];
      if (count === 0) continue;
      into.postedHist[cell & 3] += count;
      into.levelCounts[(cell >>> 2) & 7] += count;
      if ((cell & 0x20) !== 0) {
        into.remoteType += count;
        into.remote += count;
      }
      into.salaryHist[(cell >>> 6) & 7] += count;
      into.typeCounts[cell >>> 9] += count;
    }
    let first = passedSize;
    for (const [filter, , , size] of singleFailureSections) {
      for (let part = 0; part < size; part++) {
        const count = cells[first + part];
        if (count === 0) continue;
        if (filter === FailedFilter.type) {
          into.typeCounts[part >>> 4] += count;
          if ((part & 1) !== 0) into.remoteType += count;
        } else if (filter === FailedFilter.level) into.levelCounts[part] += count;
        else if (filter === FailedFilter.location) into.remote += part * count;
        else if (filter === FailedFilter.salary) into.salaryHist[part] += count;
        else into.postedHist[part] += count;
      }
      first += size;
    }
  }
}

function sectionEntry(first: number, shift: number, mask: number): number {
  return first | (shift << 16) | (mask << 19);
}
