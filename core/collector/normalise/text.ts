import { htmlToText } from "../../shared/html-text";

/** A one-line title: markup removed (some boards put <b> or &amp; in titles), length capped. */
export function cleanTitle(raw: string): string {
  return htmlToText(raw).replace(/\s+/g, " ").trim().slice(0, 300);
}

/** Lower case without accents, for matching names like "Zürich" or "São Paulo". */
export function foldForMatching(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
