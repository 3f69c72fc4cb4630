import { POSTED_WINDOWS } from "../search.schema";

const [DAY_MS, WEEK_MS, MONTH_MS] = POSTED_WINDOWS;
/** By class: how long after posting a slot of that class moves to the class below (class 0 never does). */
const LEAVES_AFTER = [Number.POSITIVE_INFINITY, MONTH_MS, WEEK_MS, DAY_MS];
/**
 * How many class moves are kept (PostedAgeClasses.movedSince): a count kept from older classes follows them (a few
 * table writes and, for a kept word, a binary search each) while they are fewer than a pass over every slot costs.
 */
const MAX_MOVES = 4_096;

/**
 * How many posted windows (30 days, 7 days, 24 hours) each slot is within, a byte per slot, for a given time: what a
 * count without filters adds to the posted facet. Reading a byte instead of the 8-byte posting time and comparing it
 * with three windows took 5-9% off every broad search with facets (decision 096).
 *
 * The classes are those of the time they were worked out at (`at`), and stay right until the first slot leaves a
 * window (`until`): a search at a time within [at, until] reads them as they are, one outside has them worked out
 * again. With the generated 100,000 jobs, posted over three months, a slot leaves a window about every 30 seconds and
 * the pass takes 0.3 ms (3 ms at a million jobs, every 3 seconds). Slots added since are classed as they come. Each
 * process keeps its own, from its own clock; nothing is shared or stored. The pass notes the slots whose class it
 * changed (movedSince), so that counts kept from older classes follow them (live-totals.ts, decision 224).
 */
export class PostedAgeClasses {
  private classes = new Uint8Array(0);
  private classed = 0;
  private at = Number.NaN;
  private until = Number.NEGATIVE_INFINITY;
  /** Changes whenever the classes are worked out again for a new time (what a count kept from them depends on). */
  generation = 0;
  /**
   * The slots whose class a new time changed, oldest first, as triples: the generation that changed it, the slot, the
   * class it had before. Every change made by a generation after `movesCompleteAfter` is here, so that a count kept
   * from the classes of such a generation can move those slots instead of counting every slot again (live-totals.ts).
   */
  private readonly moves: number[] = [];
  private movesCompleteAfter = 0;
  /** Scratch for classify: the moves of one pass, slot and class in pairs. */
  private readonly found = new Int32Array(2 * MAX_MOVES);

  /** The classes at `now` of the first `size` slots, whose posting times are `posted`. Valid until the next call. */
  classesAt(now: number, posted: Float64Array, size: number): Uint8Array {
    if (!(now >= this.at && now <= this.until)) {
      this.at = now;
      this.until = Number.POSITIVE_INFINITY;
      this.generation++;
      // The slots classed at the old time, again at the new one, noting those whose class moved.
      this.reclassify(posted, this.classed);
    }
    if (this.classes.length < size) {
      const grown = new Uint8Array(posted.length);
      grown.set(this.classes.subarray(0, this.classed));
      this.classes = grown;
    }
    if (this.classed < size) this.classify(posted, this.classed, size);
    return this.classes;
  }

  /**
   * For each slot whose class changed since `generation`'s classes were worked out, the class it had then; null when
   * that reaches back past the moves kept (then every slot must be counted again).
   */
  movedSince(generation: number): Map<number, number> | null {
    if (generation < this.movesCompleteAfter) return null;
    const moved = new Map<number, number>();
    for (let index = 0; index < this.moves.length; index += 3) {
      const [movedBy, slot, from] = [this.moves[index], this.moves[index + 1], this.moves[index + 2]];
      if (movedBy > generation && !moved.has(slot)) moved.set(slot, from);
    }
    return moved;
  }

  /** Works out the first `count` slots' classes for the current time again, noting the moves (at most MAX_MOVES kept). */
  private reclassify(posted: Float64Array, count: number): void {
    const moved = this.classify(posted, 0, count, true);
    const { moves, found } = this;
    if (moved > MAX_MOVES) {
      // Too many to follow (a long idle stretch): nothing before this time can be moved to it.
      moves.length = 0;
      this.movesCompleteAfter = this.generation;
      return;
    }
    for (let index = 0; index < moved; index++) moves.push(this.generation, found[2 * index], found[2 * index + 1]);
    if (moves.length / 3 <= MAX_MOVES) return;
    // The oldest generations' moves go, whole, down to half of what is kept.
    let cut = 0;
    while ((moves.length - cut) / 3 > MAX_MOVES / 2) {
      const generation = moves[cut];
      while (cut < moves.length && moves[cut] === generation) cut += 3;
      this.movesCompleteAfter = generation;
    }
    moves.splice(0, cut);
  }

  /**
   * Classes the slots from `from` to `to` at the current time. With `noteMoves`, writes each slot whose class changes and
   * the class it had into `found` (the first MAX_MOVES) and returns how many changed.
   */
  private classify(posted: Float64Array, from: number, to: number, noteMoves = false): number {
    const { classes, at, found } = this;
    let until = this.until;
    let moved = 0;
    for (let slot = from; slot < to; slot++) {
      const age = at - posted[slot];
      const ageClass = +(age <= DAY_MS) + +(age <= WEEK_MS) + +(age <= MONTH_MS);
      if (noteMoves && classes[slot] !== ageClass) {
        if (moved < MAX_MOVES) {
          found[2 * moved] = slot;
          found[2 * moved + 1] = classes[slot];
        }
        moved++;
      }
      classes[slot] = ageClass;
      const leaves = posted[slot] + LEAVES_AFTER[ageClass];
      if (leaves < until) until = leaves;
    }
    this.until = until;
    this.classed = to;
    return moved;
  }
}
