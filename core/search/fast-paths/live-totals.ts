import {
  countUnfilteredSlot,
  secondWord,
  unfilteredHistograms,
  type UnfilteredHistograms,
} from "./unfiltered-histograms";
import { cityCellOf } from "../facets/facet-code";
import type { JobSlots } from "../facets/job-slots";

/**
 * The facet counts of every live job, in the histograms of a count without filters (facets.ts), kept from one search
 * to the next: a word in most jobs ('engineer' is in all 100,000 generated ones) counts the few slots it misses and
 * takes its facets as these less those, instead of counting every slot it matches (one-word-scan.ts).
 *
 * A slot added or removed since (an expired job is removed before a search reads them) is counted in or out
 * (JobSlots.recentChanges); they are worked out again, in one pass over the slots, when more changed than the slots
 * keep, or when the posted classes have been worked out for a new time: the counts are exact for the search's time,
 * in each process from its own slots. At 3,000,000 jobs the pass takes about 30 ms, which a search by place alone or
 * for a word in most jobs paid after any change (decision 215).
 */
export class LiveTotals {
  private histograms: UnfilteredHistograms | null = null;
  private changes = -1;
  private postedGeneration = -1;
  private shape = "";

  constructor(private readonly slots: JobSlots) {}

  /** The counts of every live slot at `now`. Read only: subtractFrom writes into the search's own counters. */
  at(now: number): UnfilteredHistograms {
    const { slots } = this;
    // Asked first: working the classes out again moves the generation compared below.
    const classes = slots.postedClassesAt(now);
    if (this.histograms && this.postedGeneration === slots.postedClassGeneration) {
      // Jobs added and closed since are counted in and out, while the slots still hold those changes.
      if (this.changes >= slots.recentFrom && this.shapeOf(slots) === this.shape) {
        const { recentChanges, recentFrom } = slots;
        for (let index = this.changes - recentFrom; index < recentChanges.length; index++)
          countChange(this.histograms, slots, classes, recentChanges[index]);
        this.changes = slots.changes;
        return this.histograms;
      }
    }
    const scratch = unfilteredHistograms(slots, now);
    const { facetCode, alive, size } = slots;
    for (let slot = 0; slot < size; slot++) if (alive[slot] !== 0) countUnfilteredSlot(scratch, facetCode[slot], slot);
    const declaredCells = scratch.declaredCells.map((cells) => cells.slice());
    this.histograms = {
      ...scratch,
      categoryCounts: scratch.categoryCounts.slice(),
      cityCells: scratch.cityCells.slice(),
      joint: scratch.joint.slice(),
      declaredCells,
      firstCells: declaredCells[0],
      ...secondWord(declaredCells, scratch.declaredOf),
    };
    this.changes = slots.changes;
    this.postedGeneration = slots.postedClassGeneration;
    this.shape = this.shapeOf(slots);
    return this.histograms;
  }

  /** The sizes the counters take from the dictionaries: a new category, type or city needs them made again. */
  private shapeOf(slots: JobSlots): string {
    return `${slots.categories.labels.length} ${slots.jobTypes.labels.length} ${slots.cities.labels.length}`;
  }
}

/**
 * One change (JobSlots.recentChanges: slot + 1 added, -(slot + 1) removed) counted into or out of kept counts, as
 * countUnfilteredSlot counts a slot, but from the slots' arrays of now (they may have grown since the counts were made)
 * and the posted classes of the counts' time.
 */
function countChange(totals: UnfilteredHistograms, slots: JobSlots, classes: Uint8Array, change: number): void {
  const [slot, by] = change > 0 ? [change - 1, 1] : [-change - 1, -1];
  const code = slots.facetCode[slot];
  totals.categoryCounts[(code >>> 11) & 0xff] += by;
  totals.cityCells[cityCellOf(code, slots.city, slot)] += by;
  totals.joint[((code & 0x7ff) << 2) | classes[slot]] += by;
  totals.declaredCells.forEach((cells, word) => (cells[slots.declaredWords[word][slot]] += by));
}

/** Turns the counts of the slots a word missed into those of the slots it matched: `missed` becomes totals less missed. */
export function subtractFrom(totals: UnfilteredHistograms, missed: UnfilteredHistograms): void {
  const pairs = (["categoryCounts", "cityCells", "joint"] as const).map(
    (name) => [totals[name], missed[name]] as const,
  );
  totals.declaredCells.forEach((cells, word) => pairs.push([cells, missed.declaredCells[word]]));
  for (const [all, part] of pairs) for (let cell = 0; cell < part.length; cell++) part[cell] = all[cell] - part[cell];
}
