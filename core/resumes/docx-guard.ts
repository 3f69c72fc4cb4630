import type { Entry, ZipFile } from "yauzl";

/**
 * A DOCX is a zip archive. Before anything unpacks it (the type sniffer, the
 * text extractor), this reads every entry once with yauzl, which stops an entry
 * that inflates past the size its header declares, and refuses archives with
 * too many entries or too much uncompressed data (zip bombs), encrypted entries,
 * or without the parts of a Word document.
 */
export const DOCX_LIMITS = { maxEntries: 500, maxUncompressedBytes: 50 * 1024 * 1024, maxRatio: 200 } as const;

export type DocxVerdict = "word" | "not-word" | "unsafe";

export async function inspectDocx(bytes: Buffer, limits = DOCX_LIMITS): Promise<DocxVerdict> {
  // Loaded by the first DOCX inspected (decision 210): an HTTP worker thread that never sees one does not hold it.
  const { default: yauzl } = await import("yauzl");
  let zip: ZipFile;
  try {
    zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    );
  } catch {
    return "not-word";
  }
  if (zip.entryCount > limits.maxEntries) return "unsafe";
  const names = new Set<string>();
  let total = 0;
  return new Promise<DocxVerdict>((resolve) => {
    let settled = false;
    const finish = (verdict: DocxVerdict) => {
      if (settled) return;
      settled = true;
      zip.close();
      resolve(verdict);
    };
    zip.on("error", () => finish("unsafe"));
    zip.on("end", () =>
      finish(names.has("[Content_Types].xml") && names.has("word/document.xml") ? "word" : "not-word"),
    );
    zip.on("entry", (entry: Entry) => {
      names.add(entry.fileName);
      const declared = entry.uncompressedSize;
      if (
        entry.isEncrypted() ||
        declared > limits.maxUncompressedBytes ||
        declared > Math.max(1, entry.compressedSize) * limits.maxRatio + 65_536
      ) {
        finish("unsafe");
        return;
      }
      if (entry.fileName.endsWith("/")) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return finish("unsafe");
        stream.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total > limits.maxUncompressedBytes) {
            stream.destroy();
            finish("unsafe");
          }
        });
        // validateEntrySizes: more bytes than declared (a lying header) ends in an error.
        stream.on("error", () => finish("unsafe"));
        stream.on("end", () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}
