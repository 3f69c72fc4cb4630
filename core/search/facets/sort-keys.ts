import { SnapshotError, type SnapshotReader, type SnapshotWriter } from "../snapshot/snapshot-format";

/**
 * One A-Z order's sort keys (a slot's normalised title, company or location), read by slot. The keys of a loaded
 * snapshot stay its UTF-8 bytes (a key is decoded when asked for), so that the worker threads sharing one index
 * (decision 193) hold them once instead of a string per job each (decision 200); keys of slots added since are
 * strings. Asked for only where the precomputed ranks do not reach (ranking.ts): slots added after the ranks, and
 * when the ranks are computed again.
 */
export class SortKeys {
  /** The loaded keys end to end: slot s's from starts[s] to starts[s + 1]. Never written: it may be shared. */
  private base = Buffer.alloc(0);
  private starts = new Int32Array(1);
  private baseCount = 0;
  private readonly added: string[] = [];

  get length(): number {
    return this.baseCount + this.added.length;
  }

  at(slot: number): string {
    return slot < this.baseCount
      ? this.base.toString("utf8", this.starts[slot], this.starts[slot + 1])
      : this.added[slot - this.baseCount];
  }

  push(key: string): void {
    this.added.push(key);
  }

  /** Every key as a string (to sort them all at once). */
  all(): string[] {
    return Array.from({ length: this.length }, (_, slot) => this.at(slot));
  }

  /** Into a snapshot as `name`.bytes and `name`.starts; the loaded keys are copied as bytes, not decoded. */
  writeTo(out: SnapshotWriter, name: string): void {
    const baseEnd = this.starts[this.baseCount];
    const starts = new Int32Array(this.length + 1);
    starts.set(this.starts.subarray(0, this.baseCount + 1));
    this.added.forEach(
      (key, index) => (starts[this.baseCount + index + 1] = starts[this.baseCount + index] + Buffer.byteLength(key)),
    );
    const bytes = new Uint8Array(starts[this.length]);
    bytes.set(this.base.subarray(0, baseEnd));
    bytes.set(Buffer.from(this.added.join(""), "utf8"), baseEnd);
    out.typed(`${name}.bytes`, bytes);
    out.typed(`${name}.starts`, starts);
  }

  static readFrom(input: SnapshotReader, name: string, count: number): SortKeys {
    const keys = new SortKeys();
    const bytes = input.u8(`${name}.bytes`);
    keys.starts = input.i32(`${name}.starts`);
    if (keys.starts.length !== count + 1 || keys.starts[count] !== bytes.byteLength)
      throw new SnapshotError(`section ${name}: not ${count} keys`);
    keys.base = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    keys.baseCount = count;
    return keys;
  }
}
