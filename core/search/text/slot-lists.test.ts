import { describe, expect, it } from "vitest";
import { SnapshotReader, SnapshotWriter } from "../snapshot/snapshot-format";
import { SlotLists } from "./slot-lists";
import { inSharedMemory } from "../snapshot/shared-bytes";

/**
 * The suggestions' entries by slot (suggestions.ts) read from a shared base are views of bytes every thread reads
 * (decision 229): the first job a thread adds must not copy the table (9 entries a job: 40 MB at a million jobs) into
 * its own memory, and every slot's list must read back the same, in the thread and in the snapshot it writes.
 */
const baseSlots = 1_000_000;
const listOf = (slot: number) => Array.from({ length: 1 + (slot % 9) }, (_, at) => slot + at);

function inSharedBytes(lists: SlotLists): Buffer {
  const out = new SnapshotWriter();
  lists.writeTo(out, "lists");
  return inSharedMemory(out, {});
}

const privateBytes = () => process.memoryUsage().arrayBuffers;
const listsAt = (lists: SlotLists, slots: number[]) => slots.map((slot) => [...lists.of(slot)]);

describe("lists by slot of a shared base", () => {
  it("take a new slot's list without copying the base, and read back whole", () => {
    const own = new SlotLists();
    for (let slot = 0; slot < baseSlots; slot++) own.push(listOf(slot));
    const bytes = inSharedBytes(own);
    const shared = SlotLists.readFrom(new SnapshotReader(bytes, () => true), "lists");
    const before = privateBytes();
    shared.push([7, 8, 9]);
    shared.push([]);
    shared.push([42]);
    // One array for both parts copied the base's 5 million entries and million starts (24 MB) at the first push.
    expect(privateBytes() - before).toBeLessThan(1_000_000);
    expect(shared.size).toBe(baseSlots + 3);
    const probes = [0, 1, 8, 999_999, baseSlots, baseSlots + 1, baseSlots + 2];
    const expected = [listOf(0), listOf(1), listOf(8), listOf(999_999), [7, 8, 9], [], [42]];
    expect(listsAt(shared, probes)).toEqual(expected);
    // Written out with the slots added since, and read back as one base.
    const again = SlotLists.readFrom(new SnapshotReader(inSharedBytes(shared)), "lists");
    expect(listsAt(again, probes)).toEqual(expected);
    // The shared bytes still pass their checksum: nothing was written into them.
    expect(() => new SnapshotReader(bytes)).not.toThrow();
  });
});
