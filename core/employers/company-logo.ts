import { fileTypeOf } from "../shared/file-type";
import { sanitiseSvg } from "./svg-sanitiser";

/**
 * What an uploaded logo really is, from its bytes (never its name or declared type):
 * PNG, JPEG or WebP by their signatures (file-type), or an SVG that carries nothing
 * active. SVG is text and could hold script, event handlers, external references or
 * entity tricks; rather than rewrite it, any such SVG is refused, and the route that
 * serves logos adds a CSP that forbids scripts anyway.
 */
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_MESSAGES = {
  missing: "Please choose a logo file",
  tooLarge: "The logo must be at most 1 MB",
  wrongType: "The logo must be a PNG, JPEG, WebP or SVG image",
  unsafeSvg: "This SVG contains scripts, event handlers or external references; please upload a plain SVG or a PNG",
} as const;

export type LogoMime = "image/png" | "image/jpeg" | "image/webp" | "image/svg+xml";
/** bytes: what to store (an SVG is rebuilt by the sanitiser; other images as uploaded). */
export type LogoVerdict = { ok: true; mime: LogoMime; bytes: Buffer } | { ok: false; message: string };

const RASTER: Record<string, LogoMime> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };
const ACTIVE_SVG = [
  /<script/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /<iframe|<embed|<object|<audio|<video/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /data:(?!image\/(png|jpeg|webp);base64,)/i,
  /(xlink:)?href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /@import/i,
  /<\?xml-stylesheet/i,
];

export async function logoKindOf(bytes: Buffer): Promise<LogoVerdict> {
  if (bytes.length === 0) return { ok: false, message: LOGO_MESSAGES.missing };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const type = await fileTypeOf(bytes);
  if (type && RASTER[type.ext]) return { ok: true, mime: RASTER[type.ext], bytes };
  if (type) return { ok: false, message: LOGO_MESSAGES.wrongType };
  const text = bytes.toString("utf8");
  if (text.includes("\uFFFD")) return { ok: false, message: LOGO_MESSAGES.wrongType };
  const start = text.replace(/^\uFEFF/, "").replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, "");
  if (!/^<svg[\s>]/i.test(start) || !/<\/svg>\s*$/i.test(text)) return { ok: false, message: LOGO_MESSAGES.wrongType };
  if (ACTIVE_SVG.some((pattern) => pattern.test(text))) return { ok: false, message: LOGO_MESSAGES.unsafeSvg };
  // The patterns above give a plain refusal for what is plainly active; whatever passes them is still
  // parsed and rebuilt from an allowlist (prefixes, entities and all), and only the rebuilt file is stored.
  const clean = await sanitiseSvg(text);
  if (!clean) return { ok: false, message: LOGO_MESSAGES.wrongType };
  return { ok: true, mime: "image/svg+xml", bytes: Buffer.from(clean, "utf8") };
}
