const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  middot: "·",
  euro: "€",
  pound: "£",
  rupee: "₹",
  copy: "©",
  reg: "®",
  trade: "™",
};

/** Decodes HTML character references (Greenhouse sends its HTML entity-encoded; titles carry &amp;). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<br\s*\/?>|<\/(p|li|h\d|div)>/gi, "\n")
      .replace(/<[^>]*>/g, " "),
  )
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

const markup = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>|&(#x[0-9a-f]+|#\d+|[a-z]+);/i;

/**
 * A job description as text. Collected jobs store sanitised HTML (<h2>, <p>, <ul><li>,
 * entities); it becomes plain text with one blank line between blocks (headings,
 * paragraphs, list items). A plain-text description (the demo data: paragraphs
 * separated by blank lines) has no markup and is returned unchanged.
 */
export function descriptionText(stored: string): string {
  if (!markup.test(stored)) return stored;
  return htmlToText(stored).replace(/\n/g, "\n\n");
}

/** At most max characters of text, cut at a word boundary, with '…' when cut. */
export function cutText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "").replace(/[\ud800-\udbff]$/, "")}…`;
}
