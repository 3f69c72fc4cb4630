import type SanitizeHtml from "sanitize-html";
import { loadOnFirstUse } from "../../shared/load-on-first-use";

// 1.8 MB of heap with htmlparser2 and postcss, needed only where a description is taken in (decision 214).
const loadSanitizeHtml = loadOnFirstUse<typeof SanitizeHtml>("sanitize-html");

const MAX_DESCRIPTION_LENGTH = 100_000;

/**
 * The safe subset of HTML a collected description keeps: structure and emphasis.
 * Scripts, styles, event handlers, forms, iframes and images (remote images would
 * track our visitors) are removed; links get rel="nofollow noopener".
 */
const optionsFor = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "code",
    "pre",
    "a",
    "hr",
  ],
  // rel and target: the ones the transform below gives every link.
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Text inside these is dropped with the tag, not kept as stray text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "head", "title"],
  transformTags: {
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer", target: "_blank" }),
  },
});
let options: SanitizeHtml.IOptions | undefined;

export function sanitiseDescription(html: string): string {
  const sanitizeHtml = loadSanitizeHtml();
  options ??= optionsFor(sanitizeHtml);
  return sanitizeHtml(html, options)
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_DESCRIPTION_LENGTH);
}

/** Plain text without markup becomes paragraphs, so line breaks survive. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}
