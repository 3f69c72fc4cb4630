import type { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";

/**
 * A short list of numbers per slot, for slots that arrive in order (0, 1, 2, …), in flat typed arrays: a million jobs
 * are a million small lists, which as JavaScript arrays would weigh on the heap and on every garbage collection. The
 * slots read from a snapshot stay views of it (the base: never written, since in a shared base every thread reads the
 * same bytes), and the slots added since go to arrays of this process's own. So the first job a thread adds copies
 * nothing of the base; one array for both had the first added job copy all of it into every thread (decision 229).
 */
export class SlotLists {
  private baseSlots = 0;
  /** Base slot s: baseItems[baseStarts[s]] up to baseStarts[s + 1]. */
  private baseStarts = new Int32Array(1);
  private baseItems = new Int32Array(0);
  private ownSlots = 0;
  /** Slot baseSlots + s: items[starts[s]] up to starts[s + 1]. */
  private starts = new Int32Array(1_024);
  private items = new Int32Array(8_192);

  get size(): number {
    return this.baseSlots + this.ownSlots;
  }

  /** The next slot's list. */
  push(values: readonly number[]): void {
    if (this.ownSlots + 2 > this.starts.length) this.starts = grown(this.starts, this.starts.length * 2);
    let end = this.starts[this.ownSlots];
    if (end + values.length > this.items.length)
      this.items = grown(this.items, Math.max(this.items.length * 2, end + values.length));
    for (const value of values) this.items[end++] = value;
    this.starts[++this.ownSlots] = end;
  }

  /** The slot's list, read only (a view). */
  of(slot: number): Int32Array {
    if (slot < this.baseSlots) return this.baseItems.subarray(this.baseStarts[slot], this.baseStarts[slot + 1]);
    const own = slot - this.baseSlots;
    return this.items.subarray(this.starts[own], this.starts[own + 1]);
  }

  /** Into a snapshot as one table (`name`.slotStart, `name`.entryOfSlot): either part as it is when the other is empty. */
  writeTo(out: SnapshotWriter, name: string): void {
    const baseEnd = this.baseStarts[this.baseSlots];
    const ownEnd = this.starts[this.ownSlots];
    if (this.ownSlots === 0 || this.baseSlots === 0) {
      const [starts, items] = this.ownSlots === 0 ? [this.baseStarts, this.baseItems] : [this.starts, this.items];
      out.typed(`${name}.slotStart`, starts.subarray(0, this.size + 1));
      out.typed(`${name}.entryOfSlot`, items.subarray(0, starts[this.size]));
      return;
    }
    const starts = new Int32Array(this.size + 1);
    starts.set(this.baseStarts.subarray(0, this.baseSlots + 1));
    for (let own = 1; own <= this.ownSlots; own++) starts[this.baseSlots + own] = baseEnd + this.starts[own];
    const items = new Int32Array(baseEnd + ownEnd);
    items.set(this.baseItems.subarray(0, baseEnd));
    items.set(this.items.subarray(0, ownEnd), baseEnd);
    out.typed(`${name}.slotStart`, starts);
    out.typed(`${name}.entryOfSlot`, items);
  }

  static readFrom(input: SnapshotReader, name: string): SlotLists {
    const lists = new SlotLists();
    lists.baseStarts = input.i32(`${name}.slotStart`);
    lists.baseItems = input.i32(`${name}.entryOfSlot`);
    lists.baseSlots = lists.baseStarts.length - 1;
    return lists;
  }
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(array.subarray(0, Math.min(array.length, length)));
  return next;
}
