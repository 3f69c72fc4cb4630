import type { ResumeKind } from "./resume-rules";

/** Bounds on reading a resume's text: a resume is a few pages; more is not worth the CPU. */
export const TEXT_LIMITS = { timeoutMs: 5_000, maxPages: 20, maxChars: 200_000 } as const;

/**
 * The text of a resume, or null when it cannot be read (a scanned PDF, a Word
 * 97-2003 file, a damaged document, or reading took longer than the bound).
 * PDF through unpdf (pdf.js without a worker), DOCX through mammoth: see
 * docs/decisions/071-resume-text-extraction.md. Both are loaded by the first resume read (decision 210): an HTTP
 * worker thread that never reads one does not hold them.
 */
export async function resumeText(bytes: Buffer, kind: ResumeKind, limits = TEXT_LIMITS): Promise<string | null> {
  if (kind === "doc") return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limits.timeoutMs);
  });
  try {
    const text = await Promise.race([kind === "pdf" ? pdfText(bytes, limits.maxPages) : docxText(bytes), timeout]);
    const trimmed = text?.replace(/\s+/g, " ").trim().slice(0, limits.maxChars) ?? "";
    return trimmed.length > 0 ? trimmed : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function pdfText(bytes: Buffer, maxPages: number): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  // pdf.js takes ownership of the array it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    if (pdf.numPages <= maxPages) return (await extractText(pdf, { mergePages: true })).text;
    const pages: string[] = [];
    for (let number = 1; number <= maxPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages.join("\n");
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const { default: mammoth } = await import("mammoth");
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}
