/**
 * How a typed search is named on the page, in its title and in its meta description. The text is
 * the visitor's own, so it is shortened (a pasted page must not become a title) and React escapes it;
 * and a count is claimed only for a query of plain words that every result matched, never for markup
 * or junk (no '216 open <script> jobs': those 216 matched some of its letters, not what was typed).
 */
const MAX_SHOWN = 60;
const plainWords = /^[\p{L}\p{N}\s.,&/+#'’()-]+$/u;

export function shownQuery(q: string): string {
  const text = q.replace(/\s+/g, " ").trim();
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1).trimEnd()}…` : text;
}

/** True when the page may say 'N open <q> jobs': plain words, every one matched, nothing read as another word. */
export function queryCanClaimCount(q: string, mode: string, corrections: Record<string, string>): boolean {
  return plainWords.test(q) && q.length <= MAX_SHOWN && mode === "all" && Object.keys(corrections).length === 0;
}
