import { createHash } from "node:crypto";
import type { IndexedJob } from "../index-types";

/**
 * Which job each new slot in a snapshot's room holds (decision 236). Every worker thread, and the owner, applies the
 * same change log to its reading of the same shared base, so each gives the same job the same new slot, the same
 * values there and the same postings at the end of the same lists: one copy of the new slots and postings serves them
 * all. Each reads a changed job from PostgreSQL at its own moment, though: one may have read a later version of it, or
 * a batch of other jobs, and would write other values that the others must not see.
 *
 * A slot's claim word holds a hash of the job written there; the first index to add a job at that slot sets it, and an
 * index adding a job that hashes the same writes the same bytes again (harmless to a reader of them). An index adding
 * another job there has diverged: from then on it writes nothing into the shared room and copies what it changes, as
 * every index did before. What an index writes follows from its base, which all share, and from the jobs it added
 * since, in order: while every slot it added was claimed by the same job (`inStep`), its slots and its postings are
 * the others'.
 */
export class SlotClaims {
  private diverged = false;

  /** `words`: one claim word a slot of room, the first for `firstSlot` (the base's number of slots). */
  constructor(
    private readonly words: BigInt64Array,
    private readonly firstSlot: number,
  ) {}

  /** Whether every slot this index added since the base is the others' too: it may go on writing into the room. */
  get inStep(): boolean {
    return !this.diverged;
  }

  /**
   * Whether `slot` in the room may take the job: claimed now, or by the same job before. False once this index left
   * the others, for good.
   */
  claim(slot: number, job: IndexedJob, categoryName: string): boolean {
    const at = slot - this.firstSlot;
    if (this.diverged || at < 0 || at >= this.words.length) return this.leave();
    const tag = jobTag(job, categoryName);
    const held = Atomics.compareExchange(this.words, at, 0n, tag);
    return held === 0n || held === tag || this.leave();
  }

  /** From now on this index writes into its own copies (another job at a slot, or a slot past the room). */
  leave(): false {
    this.diverged = true;
    return false;
  }
}

/** A job as a claim word: 64 bits of a SHA-1 of everything the index reads of it, never 0 (an unclaimed slot's). */
function jobTag(job: IndexedJob, categoryName: string): bigint {
  const digest = createHash("sha1")
    .update(JSON.stringify([job, categoryName]))
    .digest();
  const tag = digest.readBigInt64LE(0);
  return tag === 0n ? 1n : tag;
}
