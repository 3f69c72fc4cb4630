import { countUnfilteredSlot, unfilteredHistograms, type UnfilteredHistograms } from "./unfiltered-histograms";
import type { JobSlots } from "../facets/job-slots";

/**
 * The facet counts of every live job, in the histograms of a count without filters (facets.ts), kept from one search
 * to the next: a word in most jobs ('engineer' is in all 100,000 generated ones) counts the few slots it misses and
 * takes its facets as these less those, instead of counting every slot it matches (one-word-scan.ts).
 *
 * They are worked out again, in one pass over the slots, when a slot has been added or removed since (an expired job
 * is removed before a search reads them) or when the posted classes have been worked out for a new time: the counts
 * are exact for the search's time, in each process from its own slots.
 */
export class LiveTotals {
  private histograms: UnfilteredHistograms | null = null;
  private changes = -1;
  private postedGeneration = -1;

  constructor(private readonly slots: JobSlots) {}

  /** The counts of every live slot at `now`. Read only: subtractFrom writes into the search's own counters. */
  at(now: number): UnfilteredHistograms {
    const { slots } = this;
    // Asked first: working the classes out again moves the generation compared below.
    slots.postedClassesAt(now);
    if (this.histograms && this.changes === slots.changes && this.postedGeneration === slots.postedClassGeneration)
      return this.histograms;
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
    };
    this.changes = slots.changes;
    this.postedGeneration = slots.postedClassGeneration;
    return this.histograms;
  }
}

/** Turns the counts of the slots a word missed into those of the slots it matched: `missed` becomes totals less missed. */
export function subtractFrom(totals: UnfilteredHistograms, missed: UnfilteredHistograms): void {
  const pairs = (["categoryCounts", "cityCells", "joint"] as const).map(
    (name) => [totals[name], missed[name]] as const,
  );
  totals.declaredCells.forEach((cells, word) => pairs.push([cells, missed.declaredCells[word]]));
  for (const [all, part] of pairs) for (let cell = 0; cell < part.length; cell++) part[cell] = all[cell] - part[cell];
}
