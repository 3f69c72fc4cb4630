import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/** Level 5: within 1% of level 6's size on the board's pages, at two thirds of its time (decision 145). */
const LEVEL = 5;
/** Smaller style elements are compressed with the page: setting one apart costs more than it saves. */
const MIN_STYLESHEET_BYTES = 4096;
/** RFC 1952 member header: deflate, no flags, no time, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The last stylesheet compressed, and its deflate blocks (the pages of a build all inline the same one). */
let stylesheet: { text: Buffer; blocks: Buffer } | undefined;

/**
 * The page gzipped, with its inline stylesheet's compression made once instead of with every page (issue 31, decision
 * 146): the stylesheet is half of a first-visit page's bytes and was half of its gzip time. Deflate blocks may be cut
 * where a full flush byte-aligns them and forgets what came before, so the page is compressed as three runs of blocks
 * (before the style element's text, the text, after it) in one gzip member whose checksum covers the whole page; the
 * middle run is kept. Any cut gives a valid stream, so finding the style element only decides what is saved, never
 * whether the result is right. The kept run is the same bytes in every process and board: nothing here depends on
 * whose page it is.
 */
export function gzipPage(body: Buffer): Buffer<ArrayBuffer> {
  const style = styleText(body);
  if (!style) return gzipSync(body, { level: LEVEL });
  const text = body.subarray(style.start, style.end);
  if (!stylesheet?.text.equals(text)) {
    stylesheet = {
      text: Buffer.from(text),
      blocks: deflateRawSync(text, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
    };
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    deflateRawSync(body.subarray(0, style.start), { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH }),
    stylesheet.blocks,
    deflateRawSync(body.subarray(style.end), { level: LEVEL }),
    trailer,
  ]);
}

/** Where the text of the page's first style element lies, when it is big enough to set apart. */
function styleText(body: Buffer): { start: number; end: number } | null {
  const open = body.indexOf("<style");
  if (open === -1) return null;
  const start = body.indexOf(">", open) + 1;
  const end = body.indexOf("</style>", start);
  return start > 0 && end - start >= MIN_STYLESHEET_BYTES ? { start, end } : null;
}
