import type { FileTypeResult } from "file-type";

/**
 * What a file is by its bytes (file-type's magic numbers), or undefined when it cannot tell or its reader fails on
 * damaged bytes. file-type (1.6 MB of heap with its tokenizers) is loaded by the first upload sniffed, resume or logo
 * (decision 210): an HTTP worker thread that never takes one does not hold it.
 */
export async function fileTypeOf(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import("file-type");
  return fileTypeFromBuffer(bytes).catch(() => undefined);
}
