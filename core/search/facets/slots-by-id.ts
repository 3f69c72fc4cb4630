import { SnapshotError, type SnapshotReader, type SnapshotWriter } from "../snapshot/snapshot-format";

/**
 * The slot of each indexed job, by job id. The jobs of a loaded snapshot are found by binary search in its list of
 * live slots in job id order, a typed array that the worker threads sharing one index hold once (decisions 193, 200)
 * where a Map would cost each of them tens of bytes a job; jobs given a slot since are in a Map.
 *
 * A loaded job that goes is forgotten through its slot's alive byte, which the lookup tests, since the shared list
 * is never written: JobSlots.remove clears it, and deletes the id here for a job added since the load.
 */
export class SlotsById {
  /** The loaded live slots, in job id order. */
  private loaded = new Int32Array(0);
  private readonly added = new Map<number, number>();

  constructor(private readonly slots: { readonly jobIds: Int32Array; readonly alive: Uint8Array }) {}

  get(jobId: number): number | undefined {
    const added = this.added.get(jobId);
    if (added !== undefined) return added;
    const { jobIds, alive } = this.slots;
    const loaded = this.loaded;
    let low = 0;
    let high = loaded.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (jobIds[loaded[middle]] < jobId) low = middle + 1;
      else high = middle;
    }
    if (low === loaded.length) return undefined;
    const slot = loaded[low];
    return jobIds[slot] === jobId && alive[slot] === 1 ? slot : undefined;
  }

  has(jobId: number): boolean {
    return this.get(jobId) !== undefined;
  }

  set(jobId: number, slot: number): void {
    this.added.set(jobId, slot);
  }

  /** Forgets a job added since the load (a loaded one is forgotten by its alive byte). */
  delete(jobId: number): void {
    this.added.delete(jobId);
  }

  /** Into a snapshot: the live slots among the first `size`, in job id order. */
  writeTo(out: SnapshotWriter, size: number): void {
    const { jobIds, alive } = this.slots;
    let live = 0;
    for (let slot = 0; slot < size; slot++) live += alive[slot];
    const order = new Int32Array(live);
    for (let slot = 0, at = 0; slot < size; slot++) if (alive[slot]) order[at++] = slot;
    order.sort((a, b) => jobIds[a] - jobIds[b]);
    out.typed("slots.byId", order);
  }

  readFrom(input: SnapshotReader, size: number, live: number): void {
    const loaded = input.i32("slots.byId");
    if (loaded.length !== live) throw new SnapshotError(`section slots.byId: ${loaded.length} slots, expected ${live}`);
    // Checked once here, so that the lookup may trust every entry to be a slot.
    for (let at = 0; at < loaded.length; at++)
      if (loaded[at] < 0 || loaded[at] >= size) throw new SnapshotError("section slots.byId: a slot out of range");
    this.loaded = loaded;
    this.added.clear();
  }
}
