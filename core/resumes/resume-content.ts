import { fileTypeOf } from "../shared/file-type";
import { inspectDocx } from "./docx-guard";
import { RESUME_MESSAGES, type ResumeKind } from "./resume-rules";

export type ContentVerdict = { ok: true; kind: ResumeKind } | { ok: false; message: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** 'WordDocument' in UTF-16LE: the stream every Word 97-2003 file's directory names. */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * What an uploaded resume really is, from its bytes (never its name or declared
 * type): a PDF, a Word 97-2003 document (an OLE compound file holding a
 * WordDocument stream) or a Word 2007+ document (an OOXML zip, inspected for
 * zip bombs before the sniffer unpacks anything).
 */
export async function resumeKindOf(bytes: Buffer): Promise<ContentVerdict> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const verdict = await inspectDocx(bytes);
    if (verdict === "unsafe") return { ok: false, message: RESUME_MESSAGES.unsafeDocument };
    if (verdict === "not-word") return { ok: false, message: RESUME_MESSAGES.wrongType };
  }
  const type = await fileTypeOf(bytes);
  if (type?.ext === "pdf") return { ok: true, kind: "pdf" };
  if (type?.ext === "docx") return { ok: true, kind: "docx" };
  if (type?.ext === "cfb" && bytes.includes(WORD_STREAM)) return { ok: true, kind: "doc" };
  return { ok: false, message: RESUME_MESSAGES.wrongType };
}
