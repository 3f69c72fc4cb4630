import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SnapshotReader, SnapshotWriter } from "./snapshot-format";
import { inSharedMemory } from "./shared-bytes";

/**
 * A section's room (decision 236): readers of one shared base write their new slots there while other readers check
 * the same bytes, so the checksum must leave the room out, and keep every other byte in.
 */
function written(): Buffer {
  const out = new SnapshotWriter();
  out.typed("grown", Int32Array.of(1, 2, 3), 4);
  out.typed("fixed", Uint8Array.of(7, 8, 9));
  out.json("after", { ok: true });
  return inSharedMemory(out, {});
}

/** Where a typed section's view starts in the buffer, as a byte offset into it. */
const startOf = (bytes: Buffer, view: ArrayBufferView) => view.byteOffset - bytes.byteOffset;

describe("a snapshot section with room", () => {
  it("is read with its room as zeros, and written there without failing the checksum", () => {
    const bytes = written();
    const reader = new SnapshotReader(bytes, () => true);
    expect([...reader.i32("grown")]).toEqual([1, 2, 3]);
    const grown = reader.i32("grown", true);
    // Three values, one of padding to 8 bytes, then room for four more.
    expect([...grown]).toEqual([1, 2, 3, 0, 0, 0, 0, 0]);
    grown.set([4, 5, 6, 7, 8], 3);
    expect(new SnapshotReader(bytes, () => true).json("after")).toEqual({ ok: true });
    expect([...new SnapshotReader(bytes, () => true).i32("grown", true)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("still fails the checksum for a changed byte of data, or of a section's padding without room", () => {
    const data = written();
    data[startOf(data, new SnapshotReader(data, () => true).i32("grown")) + 4] ^= 1;
    expect(() => new SnapshotReader(data)).toThrow("checksum mismatch");

    const padding = written();
    padding[startOf(padding, new SnapshotReader(padding, () => true).u8("fixed")) + 5] ^= 1;
    expect(() => new SnapshotReader(padding)).toThrow("checksum mismatch");
  });

  it("is never read as another section's bytes: a header whose sections overlap or leave a gap is refused", () => {
    const out = new SnapshotWriter();
    out.typed("grown", Int32Array.of(1, 2, 3), 4);
    out.typed("fixed", Uint8Array.of(7, 8, 9));
    const chunks = out.chunks({});
    const start = Buffer.from(chunks[0]);
    const header = JSON.parse(start.subarray(16, 16 + start.readUInt32LE(8)).toString("utf8"));
    expect(header.sections.map((section: { room?: number }) => section.room)).toEqual([16, undefined]);
    header.sections[1].offset -= 8;
    const headerBytes = Buffer.from(JSON.stringify(header));
    const prefix = Buffer.alloc(Math.ceil((16 + headerBytes.byteLength) / 8) * 8);
    start.copy(prefix, 0, 0, 8);
    prefix.writeUInt32LE(headerBytes.byteLength, 8);
    prefix.writeUInt32LE(crc32(headerBytes), 12);
    headerBytes.copy(prefix, 16);
    expect(() => new SnapshotReader(Buffer.concat([prefix, ...chunks.slice(1)]))).toThrow(
      "section fixed out of bounds",
    );
  });
});
