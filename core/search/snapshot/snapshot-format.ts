import { crc32 } from "node:zlib";

/**
 * The byte layout of a search-index snapshot: a magic word, the header's length and CRC-32, a
 * JSON header (format version, metadata, where each named section lies, and a CRC-32 of the
 * body), then the sections, each
 * starting on an 8-byte boundary so that a typed array can be a view of the file's bytes instead
 * of a copy. Strings travel as JSON or as NUL-separated lists (text from PostgreSQL holds no NUL).
 * Writing and reading only: what the sections mean is up to the index parts that fill them.
 *
 * A typed section may have room after it: zero bytes that a reader may grow the section into, in place (the job
 * slots' and the long posting lists', decision 236). The body's CRC-32 covers every byte but the room (and the padding
 * before it), since the worker threads reading one shared copy write their new slots there while others check it.
 */
const MAGIC = "JBSEARCH";
/**
 * Bump when the index's parts or their meaning change: an older snapshot is then rebuilt.
 * 2: the header has a checksum of its own (format 1 checked only the body, so one flipped digit
 * of the watermark in the header made a snapshot skip changes on load, unnoticed).
 * 3: the packed facet codes hold the city, in a new bit layout (facet-code.ts).
 * 4: a second packed word of the declared facets (declared-facets.ts), with the layout it was packed in; a snapshot
 *    packed in another layout (a facet declared, removed or given values since) is rebuilt without a format bump.
 * 5: each slot's country (slots.country, slots.countries): what similar roles pay is drawn within it (decision 175).
 * 6: a remote job is in no city (decision 172): its city is -1 in the slots and the packed codes.
 * 7: the declared facets in as many packed words as they need (slots.declared.0, .1, ...; decision 191), where format 6
 *    had one (slots.declaredCode).
 * 8: the A-Z sort keys as UTF-8 bytes with their starts (slots.titleKey.bytes, .starts, ...) and the live slots in
 *    job id order (slots.byId), read in place instead of as strings and a Map (decision 200); the suggestions' slot
 *    entries of a removed job are no longer set to -1.
 * 9: a slot's title words as a count in a byte (slots.titleWords) instead of the share one covers (slots.titleShare,
 *    8 bytes; decision 223).
 * 10: the A-Z ranks' slots in rank order beside each ranking (ranks.title.inOrder, ...; decision 227), shared by the
 *    threads instead of worked out in each.
 * 11: a slot's level (slots.level and the packed facet codes) is Manager only for a title that manages people, no
 *    longer for 'Product Manager' (decision 235): a format 10 snapshot holds the old rule's levels, so it is rebuilt.
 * 12: the job slots' sections have room after them for new slots, with a claim word a new slot (slots.claims), and
 *    the body's checksum leaves the room out (decision 236).
 * 13: each long posting list in sections of its own with room after them (terms.long.<index>.docs, ...; decision 236);
 *    format 12 held every list end to end.
 */
export const SNAPSHOT_FORMAT = 13;
/** magic (8) + header length (4) + header CRC-32 (4). */
const PREFIX_BYTES = 16;

type Typed = Int32Array | Uint8Array | Int8Array | Uint16Array | Float64Array | BigInt64Array;
type Kind = "i32" | "u8" | "i8" | "u16" | "f64" | "i64" | "json" | "lines";

interface SectionEntry {
  name: string;
  kind: Kind;
  offset: number;
  bytes: number;
  /** Zero bytes after the section's data and its padding to 8 bytes, which a reader may grow it into. */
  room?: number;
}

/** The zero chunks of the sections' room: a writer into fresh shared memory (already zero) skips them. */
const roomChunks = new WeakSet<Uint8Array>();

export function isRoomChunk(chunk: Uint8Array): boolean {
  return roomChunks.has(chunk);
}

interface Header {
  format: number;
  meta: Record<string, unknown>;
  sections: SectionEntry[];
  bodyBytes: number;
  crc: number;
}

export class SnapshotWriter {
  private readonly parts: { entry: SectionEntry; data: Uint8Array }[] = [];
  private bodyBytes = 0;

  /** `room`: how many more elements a reader may grow the section by in place (zeros, outside the checksum). */
  typed(name: string, array: Typed, room = 0): void {
    const kind: Kind =
      array instanceof Int32Array
        ? "i32"
        : array instanceof Float64Array
          ? "f64"
          : array instanceof BigInt64Array
            ? "i64"
            : array instanceof Int8Array
              ? "i8"
              : array instanceof Uint16Array
                ? "u16"
                : "u8";
    this.push(
      name,
      kind,
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
      align8(room * array.BYTES_PER_ELEMENT),
    );
  }

  json(name: string, value: unknown): void {
    this.push(name, "json", Buffer.from(JSON.stringify(value)));
  }

  lines(name: string, values: readonly string[]): void {
    this.push(name, "lines", Buffer.from(values.join("\0")));
  }

  private push(name: string, kind: Kind, data: Uint8Array, room = 0): void {
    const entry: SectionEntry = { name, kind, offset: this.bodyBytes, bytes: data.byteLength };
    if (room) entry.room = room;
    this.parts.push({ entry, data });
    this.bodyBytes += align8(data.byteLength) + room;
  }

  /** The whole file's bytes, as a list of chunks to write in order. */
  chunks(meta: Record<string, unknown>): Uint8Array[] {
    const padding = new Uint8Array(8);
    const body: Uint8Array[] = [];
    let crc = 0;
    for (const { entry, data } of this.parts) {
      body.push(data);
      crc = continuedCrc(data, crc);
      const pad = align8(data.byteLength) - data.byteLength;
      if (pad) body.push(padding.subarray(0, pad));
      if (pad && !entry.room) crc = crc32(padding.subarray(0, pad), crc);
      if (entry.room) {
        const room = new Uint8Array(entry.room);
        roomChunks.add(room);
        body.push(room);
      }
    }
    const header: Header = {
      format: SNAPSHOT_FORMAT,
      meta,
      sections: this.parts.map((part) => part.entry),
      bodyBytes: this.bodyBytes,
      crc,
    };
    const headerBytes = Buffer.from(JSON.stringify(header));
    // The prefix and header, padded so that the body starts on an 8-byte boundary.
    const prefix = Buffer.alloc(align8(PREFIX_BYTES + headerBytes.byteLength));
    prefix.write(MAGIC, 0, "latin1");
    prefix.writeUInt32LE(headerBytes.byteLength, 8);
    prefix.writeUInt32LE(crc32(headerBytes), 12);
    headerBytes.copy(prefix, PREFIX_BYTES);
    return [prefix, ...body];
  }
}

export class SnapshotError extends Error {}

/**
 * The parts of a snapshot file that hold bytes, from its start, as [start, end) ranges: the prefix and header, and each
 * section without its room. `head`: the file's first bytes, at least the prefix and header; null when they do not
 * read as a header (the reader of the whole file then says what is wrong). A file read into zeroed memory needs only
 * these: its room, never read, then takes no memory until a section grows into it.
 */
export function filledRanges(head: Buffer): [start: number, end: number][] | null {
  if (head.byteLength < PREFIX_BYTES || head.toString("latin1", 0, 8) !== MAGIC) return null;
  const headerEnd = PREFIX_BYTES + head.readUInt32LE(8);
  if (headerEnd > head.byteLength) return null;
  let header: Header;
  try {
    header = JSON.parse(head.toString("utf8", PREFIX_BYTES, headerEnd)) as Header;
  } catch {
    return null;
  }
  if (!Array.isArray(header?.sections)) return null;
  const bodyStart = align8(headerEnd);
  const ranges: [number, number][] = [[0, bodyStart]];
  for (const { offset, bytes } of header.sections) {
    const start = bodyStart + offset;
    const end = start + align8(bytes);
    const last = ranges[ranges.length - 1];
    if (start === last[1]) last[1] = end;
    else ranges.push([start, end]);
  }
  return ranges;
}

/** How many bytes of a snapshot file hold its prefix and header, from the prefix (its first 16 bytes). */
export function headBytes(prefix: Buffer): number {
  return prefix.byteLength >= PREFIX_BYTES ? align8(PREFIX_BYTES + prefix.readUInt32LE(8)) : 0;
}

export class SnapshotReader {
  readonly meta: Record<string, unknown>;
  private readonly sections = new Map<string, SectionEntry>();
  private readonly bodyStart: number;

  private readonly file: Buffer;
  /** Over shared memory (shared-bytes.ts): which typed sections may stay views of it; the others are copied out. */
  private readonly shareable: (name: string) => boolean;

  /**
   * Checks the magic word, the header's checksum, the format version, the length, the body's checksum and where each
   * section lies; throws SnapshotError when any is wrong.
   * When `bytes` lie in a SharedArrayBuffer, a typed section is a view of them only if `shareable` says the index never writes it in place
   * (another thread reads the same bytes); every other one is a private copy.
   */
  constructor(bytes: Buffer, shareable: (name: string) => boolean = () => false) {
    this.shareable = shareable;
    // Typed-array views need 8-byte alignment within the underlying memory; a pooled buffer may lack it.
    this.file = bytes.byteOffset % 8 === 0 ? bytes : unpooledCopy(bytes);
    const file = this.file;
    if (file.byteLength < PREFIX_BYTES || file.toString("latin1", 0, 8) !== MAGIC)
      throw new SnapshotError("not a search snapshot");
    const headerLength = file.readUInt32LE(8);
    if (PREFIX_BYTES + headerLength > file.byteLength) throw new SnapshotError("truncated or padded");
    const headerBytes = file.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength);
    // Before anything in it is believed: the header holds the watermark the catch-up starts from.
    if (crc32(headerBytes) !== file.readUInt32LE(12)) throw new SnapshotError("header checksum mismatch");
    let header: Header;
    try {
      header = JSON.parse(headerBytes.toString("utf8")) as Header;
    } catch {
      throw new SnapshotError("unreadable header");
    }
    if (header.format !== SNAPSHOT_FORMAT)
      throw new SnapshotError(`format ${header.format}, expected ${SNAPSHOT_FORMAT}`);
    this.bodyStart = file.byteOffset + align8(PREFIX_BYTES + headerLength);
    if (this.bodyStart - file.byteOffset + header.bodyBytes !== file.byteLength)
      throw new SnapshotError("truncated or padded");
    // The sections lie end to end, as written; the checksum covers every byte but a section's room and the padding
    // before it, which a section grown in place writes into.
    let crc = 0;
    let end = 0;
    for (const section of header.sections) {
      const room = section.room ?? 0;
      if (section.offset !== end || section.bytes < 0 || room < 0 || room % 8 !== 0)
        throw new SnapshotError(`section ${section.name} out of bounds`);
      end = section.offset + align8(section.bytes) + room;
      if (end > header.bodyBytes) throw new SnapshotError(`section ${section.name} out of bounds`);
      const start = this.bodyStart - file.byteOffset + section.offset;
      crc = continuedCrc(file.subarray(start, start + (room ? section.bytes : align8(section.bytes))), crc);
      this.sections.set(section.name, section);
    }
    if (end !== header.bodyBytes) throw new SnapshotError("truncated or padded");
    if (crc !== header.crc) throw new SnapshotError("checksum mismatch");
    this.meta = header.meta;
  }

  private entry(name: string, kind: Kind): SectionEntry {
    const section = this.sections.get(name);
    if (!section || section.kind !== kind) throw new SnapshotError(`section ${name} missing`);
    return section;
  }

  /**
   * A view of the file's bytes (no copy): keep the file buffer's lifetime in mind. `withRoom`: the view goes on over
   * the section's padding and room (decision 236).
   */
  i32(name: string, withRoom = false): Int32Array<ArrayBuffer> {
    const [offset, bytes] = this.span(name, "i32", withRoom);
    return this.held(name, new Int32Array(this.file.buffer as ArrayBuffer, offset, bytes / 4));
  }

  u8(name: string, withRoom = false): Uint8Array<ArrayBuffer> {
    const [offset, bytes] = this.span(name, "u8", withRoom);
    return this.held(name, new Uint8Array(this.file.buffer as ArrayBuffer, offset, bytes));
  }

  i8(name: string, withRoom = false): Int8Array<ArrayBuffer> {
    const [offset, bytes] = this.span(name, "i8", withRoom);
    return this.held(name, new Int8Array(this.file.buffer as ArrayBuffer, offset, bytes));
  }

  u16(name: string, withRoom = false): Uint16Array<ArrayBuffer> {
    const [offset, bytes] = this.span(name, "u16", withRoom);
    return this.held(name, new Uint16Array(this.file.buffer as ArrayBuffer, offset, Math.floor(bytes / 2)));
  }

  f64(name: string, withRoom = false): Float64Array<ArrayBuffer> {
    const [offset, bytes] = this.span(name, "f64", withRoom);
    return this.held(name, new Float64Array(this.file.buffer as ArrayBuffer, offset, bytes / 8));
  }

  i64(name: string, withRoom = false): BigInt64Array<ArrayBuffer> {
    const [offset, bytes] = this.span(name, "i64", withRoom);
    return this.held(name, new BigInt64Array(this.file.buffer as ArrayBuffer, offset, bytes / 8));
  }

  /** Where a typed section's bytes start in the buffer, and how many a view of it takes. */
  private span(name: string, kind: Kind, withRoom: boolean): [offset: number, bytes: number] {
    const { offset, bytes, room = 0 } = this.entry(name, kind);
    return [this.bodyStart + offset, withRoom && room ? align8(bytes) + room : bytes];
  }

  /** The view itself, unless it lies in shared memory and its section is not shareable: then a private copy (slice allocates a plain buffer). */
  private held<T extends Typed>(name: string, view: T): T {
    return this.file.buffer instanceof SharedArrayBuffer && !this.shareable(name) ? (view.slice() as T) : view;
  }

  json<T>(name: string): T {
    const { offset, bytes } = this.entry(name, "json");
    return JSON.parse(
      Buffer.from(this.file.buffer as ArrayBuffer, this.bodyStart + offset, bytes).toString("utf8"),
    ) as T;
  }

  /** The strings of a lines section; `count` tells no strings from one empty string. */
  lines(name: string, count: number): string[] {
    const { offset, bytes } = this.entry(name, "lines");
    if (count === 0) return [];
    const values = Buffer.from(this.file.buffer as ArrayBuffer, this.bodyStart + offset, bytes)
      .toString("utf8")
      .split("\0");
    if (values.length !== count)
      throw new SnapshotError(`section ${name}: ${values.length} strings, expected ${count}`);
    return values;
  }
}

function unpooledCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}

/**
 * The CRC-32 of `bytes` following on from `crc`. An empty section (the slots' claim words, which are all room) leaves it
 * as it is: Node 22's crc32 answers 0 for an empty view of an empty ArrayBuffer, whatever it follows on from.
 */
function continuedCrc(bytes: Uint8Array, crc: number): number {
  return bytes.byteLength === 0 ? crc : crc32(bytes, crc);
}

function align8(bytes: number): number {
  return Math.ceil(bytes / 8) * 8;
}
