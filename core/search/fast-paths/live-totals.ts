import {
  countUnfilteredSlot,
  remoteIn,
  secondWord,
  unfilteredHistograms,
  type UnfilteredHistograms,
} from "./unfiltered-histograms";
import { cityCellOf } from "../facets/facet-code";
import type { JobSlots } from "../facets/job-slots";
import type { Postings } from "../text/postings";
import type { CellCounts } from "./cell-counts";

/** A place's key in LiveTotals.inPlaces: a city's cell (cityCellOf: its id + 1), or this for the remote jobs. */
export const REMOTE_PLACE = 0;

/**
 * From how many live jobs a place's counts are kept (LiveTotals.inPlaces), and from how many postings a word's
 * (LiveTotals.ofWord). Below it a search counts the jobs itself, about 10 ns a job (decisions 218, 219). Mutable for the
 * tests, which keep every place and every word.
 */
export const keptCounts = { from: 1 << 16 };

/** How many words' counts a thread keeps, the least recently searched dropped first (about 45 KB each). */
const KEPT_WORDS = 16;

/**
 * How many counts split by a key the kept words hold in all (cell-counts.ts: up to 2 MB each), those of the least
 * recently searched words given back first.
 */
const KEPT_CELL_COUNTS = 6;

/** A word's kept counts: those of the live slots in any of its posting lists. */
interface KeptWord {
  lists: readonly Postings[];
  histograms: UnfilteredHistograms;
  /** The same split by a key (cell-counts.ts), once a search asked for them; null when too large. */
  cells: Map<number, CellCounts | null>;
}

/**
 * The facet counts of every live job, in the histograms of a count without filters (facets.ts), kept from one search
 * to the next: a word in most jobs ('engineer' is in all 100,000 generated ones) counts the few slots it misses and
 * takes its facets as these less those, instead of counting every slot it matches (one-word-scan.ts).
 *
 * A slot added or removed since (an expired job is removed before a search reads them) is counted in or out
 * (JobSlots.recentChanges), and a slot that moved to another posted class when the classes were worked out for a new
 * time is moved between its cells (PostedAgeClasses.movedSince, decision 224): the counts are exact for the search's
 * time, in each process from its own slots. They are worked out again, in one pass over the slots, only when more
 * changed or moved than is kept. At 3,000,000 jobs the pass takes 30-80 ms, which a search by place alone or for a word
 * in most jobs paid after any change (decision 215), and after every new class time until decision 224 (about once a
 * minute with the generated jobs' posting times, every second with posting times to the second). The same counts are
 * kept for each place with many jobs, for a browse by place (inPlaces, decision 218), and for the broad words searched
 * without filters (ofWord, decision 219).
 */
export class LiveTotals {
  private histograms: UnfilteredHistograms | null = null;
  /**
   * The same counts for the jobs in each place with at least keptCounts.from of them, by placeIndex; made at the first
   * browse by place after the totals were counted again, then following the same changes.
   */
  private places: (UnfilteredHistograms | undefined)[] | null = null;
  /** The same for the words searched without filters whose lists hold keptCounts.from postings, by their first list. */
  private words = new Map<Postings, KeptWord>();
  /**
   * The live slots by city cell and posted class, cell (cityCell << 2) | class: the location facet of a browse within a
   * posted window (withinWindow). Made at the first such browse after the totals were counted again.
   */
  private citiesByClass: Int32Array | null = null;
  private changes = -1;
  private postedGeneration = -1;
  private shape = "";

  constructor(private readonly slots: JobSlots) {}

  /** The counts of every live slot at `now`. Read only: subtractFrom writes into the search's own counters. */
  at(now: number): UnfilteredHistograms {
    const { slots } = this;
    // Asked first: working the classes out again moves the generation compared below.
    const classes = slots.postedClassesAt(now);
    // Jobs added and closed since, and jobs that moved to an older posted class, are followed while the slots still
    // hold those changes; else everything is counted again.
    const followable =
      this.histograms !== null && this.changes >= slots.recentFrom && this.shapeOf(slots) === this.shape;
    const moved = !followable
      ? null
      : this.postedGeneration === slots.postedClassGeneration
        ? noMoves
        : slots.postedClassesMovedSince(this.postedGeneration);
    if (moved !== null) {
      this.follow(classes, moved);
      return this.histograms!;
    }
    const scratch = unfilteredHistograms(slots, now);
    const { facetCode, alive, size } = slots;
    for (let slot = 0; slot < size; slot++) if (alive[slot] !== 0) countUnfilteredSlot(scratch, facetCode[slot], slot);
    this.histograms = ownHistograms(scratch);
    this.changes = slots.changes;
    this.postedGeneration = slots.postedClassGeneration;
    this.shape = this.shapeOf(slots);
    this.places = null;
    this.words.clear();
    this.citiesByClass = null;
    return this.histograms;
  }

  /**
   * Brings every kept count from the slots and posted classes it was counted at to those of now: the slots added and
   * closed since (a slot that was there then leaves in the class it was counted in), then the slots still live that
   * moved to another class (`moved`: the class each had then).
   */
  private follow(classes: Uint8Array, moved: ReadonlyMap<number, number>): void {
    const { slots } = this;
    const { recentChanges, recentFrom } = slots;
    const added = new Set<number>();
    for (let index = this.changes - recentFrom; index < recentChanges.length; index++) {
      const change = recentChanges[index];
      const slot = Math.abs(change) - 1;
      if (change > 0) added.add(slot);
      const countedIn = change < 0 && !added.has(slot) ? (moved.get(slot) ?? classes[slot]) : classes[slot];
      this.countEverywhere(slot, countedIn, change > 0 ? 1 : -1);
    }
    for (const [slot, from] of moved) {
      if (slots.alive[slot] === 0 || added.has(slot)) continue;
      this.countEverywhere(slot, from, -1);
      this.countEverywhere(slot, classes[slot], 1);
    }
    this.changes = slots.changes;
    this.postedGeneration = slots.postedClassGeneration;
  }

  /** Counts a slot in `postedClass` into (`by` 1) or out of (-1) every kept count it is in. */
  private countEverywhere(slot: number, postedClass: number, by: number): void {
    const { slots } = this;
    countSlot(this.histograms!, slots, slot, postedClass, by);
    if (this.citiesByClass !== null)
      this.citiesByClass[(cityCellOf(slots.facetCode[slot], slots.city, slot) << 2) | postedClass] += by;
    const place = this.places?.[placeIndex(slots, slot)];
    if (place) countSlot(place, slots, slot, postedClass, by);
    for (const word of this.words.values())
      if (inAnyList(word.lists, slot)) {
        countSlot(word.histograms, slots, slot, postedClass, by);
        // Counts that cannot take the slot are made again when next asked for.
        for (const [key, cells] of word.cells)
          if (cells !== null && !cells.count(slots, slot, postedClass, by)) word.cells.delete(key);
      }
  }

  /** The kept counts of the live slots in any of `lists` (a word's), or null when they are not kept. Read only. */
  ofWord(now: number, lists: readonly Postings[]): UnfilteredHistograms | null {
    // A word too narrow to be kept does not bring the board's counts up to date (a recount is a pass over every slot).
    if (postingsIn(lists) < keptCounts.from) return null;
    this.at(now);
    const word = this.words.get(lists[0]);
    if (word === undefined || !sameLists(word.lists, lists)) return null;
    // Most recently used last: the first is the one dropped.
    this.words.delete(lists[0]);
    this.words.set(lists[0], word);
    return word.histograms;
  }

  /**
   * The kept counts of the word of `lists` split by `key` (cell-counts.ts), made by `make` from its slots when it has
   * none: null when its counts are not kept or too large to split. Asked right after ofWord found the word's
   * counts, so that `make` counts the slots as they are now.
   */
  cellsOfWord(lists: readonly Postings[], key: number, make: () => CellCounts | null): CellCounts | null {
    const word = this.words.get(lists[0]);
    if (word === undefined || !sameLists(word.lists, lists)) return null;
    const kept = word.cells.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    word.cells.set(key, made);
    // Those of the words searched longest ago are given back (the map's first are the least recently searched).
    let held = 0;
    for (const other of [...this.words.values()].reverse())
      for (const [otherKey, cells] of other.cells)
        if (cells !== null && ++held > KEPT_CELL_COUNTS) other.cells.delete(otherKey);
    return made;
  }

  /**
   * Keeps `counted`, the counts of the live slots in any of `lists`, when they are large: a search made them right after
   * ofWord found none, so the kept counts are as current as these (no change between). Nothing is counted again here,
   * since `counted` may be the search's scratch counters, which a recount would clear.
   */
  keepWord(lists: readonly Postings[], counted: UnfilteredHistograms): void {
    const current = this.histograms !== null && this.changes === this.slots.changes;
    if (!current || postingsIn(lists) < keptCounts.from) return;
    this.words.delete(lists[0]);
    this.words.set(lists[0], { lists, histograms: ownHistograms(counted), cells: new Map() });
    if (this.words.size > KEPT_WORDS) this.words.delete(this.words.keys().next().value!);
  }

  /**
   * The counts of the live slots in each place of `keys` (a city's cell, or REMOTE_PLACE), when every one of them is
   * kept; else null. Read only, as `at`.
   */
  inPlaces(now: number, keys: readonly number[]): UnfilteredHistograms[] | null {
    const totals = this.at(now);
    const places = (this.places ??= this.countPlaces(totals, now));
    const kept = keys.map((key) => places[key === REMOTE_PLACE ? 0 : key + 1]);
    return kept.every((place) => place !== undefined) ? (kept as UnfilteredHistograms[]) : null;
  }

  /** The kept places' counts, in one pass over the slots when any place has keptCounts.from live jobs. */
  private countPlaces(totals: UnfilteredHistograms, now: number): (UnfilteredHistograms | undefined)[] {
    const { slots } = this;
    const sizes = [remoteIn(totals.joint), ...totals.cityCells];
    // Index 1, the jobs neither remote nor in a city, is no place one can choose.
    const places = sizes.map((size, index) =>
      index !== 1 && size >= keptCounts.from ? ownHistograms(unfilteredHistograms(slots, now)) : undefined,
    );
    if (places.every((place) => place === undefined)) return places;
    const { facetCode, alive, size } = slots;
    for (let slot = 0; slot < size; slot++) {
      const place = places[placeIndex(slots, slot)];
      if (place !== undefined && alive[slot] !== 0) countUnfilteredSlot(place, facetCode[slot], slot);
    }
    return places;
  }

  /**
   * The live slots within a posted window (those of `minPostedClass` and above) by city cell (cell 0: no city), and how
   * many of them are remote: what a browse by place and window shows in its location facet (place-browse.ts). Read
   * only.
   */
  withinWindow(now: number, minPostedClass: number): { cityCells: Int32Array; remote: number } {
    const totals = this.at(now);
    const byClass = (this.citiesByClass ??= this.countCitiesByClass(totals, now));
    const cityCells = new Int32Array(totals.cityCells.length);
    for (let cell = 0; cell < byClass.length; cell++)
      if ((cell & 3) >= minPostedClass) cityCells[cell >>> 2] += byClass[cell];
    return { cityCells, remote: remoteIn(totals.joint, minPostedClass) };
  }

  private countCitiesByClass(totals: UnfilteredHistograms, now: number): Int32Array {
    const { facetCode, city, alive, size } = this.slots;
    const classes = this.slots.postedClassesAt(now);
    const byClass = new Int32Array(totals.cityCells.length << 2);
    for (let slot = 0; slot < size; slot++)
      if (alive[slot] !== 0) byClass[(cityCellOf(facetCode[slot], city, slot) << 2) | classes[slot]]++;
    return byClass;
  }

  /** The sizes the counters take from the dictionaries: a new category, type or city needs them made again. */
  private shapeOf(slots: JobSlots): string {
    return `${slots.categories.labels.length} ${slots.jobTypes.labels.length} ${slots.cities.labels.length}`;
  }
}

/** Histograms in arrays of their own, copied from unfilteredHistograms' scratch counters (shared by every search). */
function ownHistograms(scratch: UnfilteredHistograms): UnfilteredHistograms {
  const declaredCells = scratch.declaredCells.map((cells) => cells.slice());
  return {
    ...scratch,
    categoryCounts: scratch.categoryCounts.slice(),
    cityCells: scratch.cityCells.slice(),
    joint: scratch.joint.slice(),
    declaredCells,
    firstCells: declaredCells[0],
    ...secondWord(declaredCells, scratch.declaredOf),
  };
}

/** Whether a word of these lists is broad enough for its counts to be kept (keptCounts.from postings). */
export function keepsCountsOf(lists: readonly Postings[]): boolean {
  return postingsIn(lists) >= keptCounts.from;
}

function postingsIn(lists: readonly Postings[]): number {
  return lists.reduce((sum, list) => sum + list.size, 0);
}

function sameLists(a: readonly Postings[], b: readonly Postings[]): boolean {
  return a.length === b.length && a.every((list, index) => list === b[index]);
}

/** Whether the slot has a posting in any of the lists (a closed job's postings stay in its lists). */
function inAnyList(lists: readonly Postings[], slot: number): boolean {
  return lists.some((postings) => {
    const { docs, length } = postings.readable();
    // Slots are in increasing order in a list (new slots are numbered on).
    let [low, high] = [0, length - 1];
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (docs[middle] === slot) return true;
      if (docs[middle] < slot) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  });
}

/** Where LiveTotals keeps a slot's place: 0 for a remote job, else its city cell + 1 (1: neither remote nor in a city). */
function placeIndex(slots: JobSlots, slot: number): number {
  const code = slots.facetCode[slot];
  return (code >>> 3) & 1 ? 0 : cityCellOf(code, slots.city, slot) + 1;
}

/**
 * A slot in a posted class counted into (`by` 1) or out of (-1) kept counts, as countUnfilteredSlot counts a slot, but
 * from the slots' arrays of now (they may have grown since the counts were made).
 */
function countSlot(totals: UnfilteredHistograms, slots: JobSlots, slot: number, postedClass: number, by: number): void {
  const code = slots.facetCode[slot];
  totals.categoryCounts[(code >>> 11) & 0xff] += by;
  totals.cityCells[cityCellOf(code, slots.city, slot)] += by;
  totals.joint[((code & 0x7ff) << 2) | postedClass] += by;
  totals.declaredCells.forEach((cells, word) => (cells[slots.declaredWords[word][slot]] += by));
}

const noMoves: ReadonlyMap<number, number> = new Map();

/** Turns the counts of the slots a word missed into those of the slots it matched: `missed` becomes totals less missed. */
export function subtractFrom(totals: UnfilteredHistograms, missed: UnfilteredHistograms): void {
  const pairs = (["categoryCounts", "cityCells", "joint"] as const).map(
    (name) => [totals[name], missed[name]] as const,
  );
  totals.declaredCells.forEach((cells, word) => pairs.push([cells, missed.declaredCells[word]]));
  for (const [all, part] of pairs) for (let cell = 0; cell < part.length; cell++) part[cell] = all[cell] - part[cell];
}
