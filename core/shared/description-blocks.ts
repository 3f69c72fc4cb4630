import { decodeEntities } from "./html-text";

/**
 * A job description as its employer wrote it (issue 44): headings, paragraphs and lists, not one bullet per sentence.
 * Stored descriptions are sanitised HTML (collected: sanitize-html; posted here: escaped <p> paragraphs with <br>) or
 * plain text (the demo data). The page renders these blocks as React text, so nothing in them is ever markup.
 */
export type DescriptionBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] };

type RawBlock = { kind: "heading" | "text" | "item"; text: string; ordered: boolean };

/** A line an employer typed as a list item: '- Go', '* Go', '• Go', '1. Go', '2) Go'. */
const BULLET = /^\s*(?:[-*•·–]|(\d{1,2})[.)])\s+/;
const BLOCK_TAGS = new Set([
  "p",
  "div",
  "ul",
  "ol",
  "section",
  "article",
  "blockquote",
  "table",
  "tr",
  "header",
  "footer",
]);

function rawBlocksOfHtml(html: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  let ordered = false;
  let current: RawBlock = { kind: "text", text: "", ordered: false };
  const flush = (next: RawBlock["kind"] = "text") => {
    if (current.text.trim()) blocks.push(current);
    current = { kind: next, text: "", ordered };
  };
  for (const token of html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ").split(/(<\/?[a-zA-Z][^>]*>)/)) {
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(token);
    if (!tag) {
      // Source line breaks in HTML are not the writer's: only <br> and blocks are.
      current.text += decodeEntities(token.replace(/\s+/g, " "));
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName.toLowerCase();
    if (name === "br") current.text += "\n";
    else if (/^h[1-6]$/.test(name)) flush(closing ? "text" : "heading");
    else if (name === "li") flush(closing ? "text" : "item");
    else if (BLOCK_TAGS.has(name)) {
      if (name === "ol" || name === "ul") ordered = name === "ol" && !closing;
      flush();
    }
    // Inline tags (strong, em, a, span…) are dropped; their text stays.
  }
  flush();
  return blocks;
}

function rawBlocksOfText(text: string): RawBlock[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => ({ kind: "text" as const, text: paragraph, ordered: false }));
}

const clean = (text: string) => text.replace(/[ \t\u00a0]+/g, " ").trim();

/** The description's blocks in order: consecutive list items (HTML <li> or typed bullets) make one list. */
export function descriptionBlocks(stored: string): DescriptionBlock[] {
  const html = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(stored);
  const raw = html ? rawBlocksOfHtml(stored) : rawBlocksOfText(decodeEntities(stored));
  const blocks: DescriptionBlock[] = [];
  const addItem = (item: string, ordered: boolean) => {
    const last = blocks[blocks.length - 1];
    if (last?.kind === "list" && last.ordered === ordered) last.items.push(item);
    else blocks.push({ kind: "list", ordered, items: [item] });
  };
  for (const block of raw) {
    if (block.kind === "heading") {
      const text = clean(block.text.replace(/\n/g, " "));
      if (text) blocks.push({ kind: "heading", text });
      continue;
    }
    if (block.kind === "item") {
      const text = clean(block.text.replace(/\n/g, " "));
      if (text) addItem(text, block.ordered);
      continue;
    }
    // A paragraph: typed bullet lines become a list; the other lines stay a paragraph, their line breaks kept.
    let lines: string[] = [];
    const flushLines = () => {
      const text = lines.map(clean).filter(Boolean).join("\n");
      if (text) blocks.push({ kind: "paragraph", text });
      lines = [];
    };
    for (const line of block.text.split("\n")) {
      const bullet = BULLET.exec(line);
      if (bullet) {
        flushLines();
        const text = clean(line.slice(bullet[0].length));
        if (text) addItem(text, bullet[1] !== undefined);
      } else lines.push(line);
    }
    flushLines();
  }
  return blocks;
}
