import sanitizeHtml from "sanitize-html";

const MAX_DESCRIPTION_LENGTH = 100_000;

/**
 * The safe subset of HTML a collected description keeps: structure and emphasis.
 * Scripts, styles, event handlers, forms, iframes and images (remote images would
 * track our visitors) are removed; links get rel="nofollow noopener".
 */
const options: sanitizeHtml.IOptions = {
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
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Text inside these is dropped with the tag, not kept as stray text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "head", "title"],
  transformTags: {
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer", target: "_blank" }),
  },
};
options.allowedAttributes = { a: ["href", "title", "rel", "target"] };

export function sanitiseDescription(html: string): string {
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
