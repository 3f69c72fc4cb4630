import { RESUME_FILE_NAME_MAX } from "./resume-rules";

/**
 * The name a resume is stored and downloaded under: the uploaded name when it is
 * a plain file name. A name holding a path (slashes, backslashes, '..'), control
 * characters or more than RESUME_FILE_NAME_MAX characters is refused rather than
 * silently changed, so the candidate knows what the download will be called.
 * Returns null for a name to refuse.
 */
export function acceptableFileName(raw: string | null | undefined): string | null {
  const name = (raw ?? "").normalize("NFC").trim();
  if (!name || name.length > RESUME_FILE_NAME_MAX) return null;
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return null;
  if (name === "." || name === ".." || name.startsWith("..")) return null;
  return name;
}

/** The file name with the extension of what the content really is (a PDF called resume.doc downloads as resume.pdf). */
export function withExtension(name: string, extension: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "resume";
  return `${base}.${extension}`;
}

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
