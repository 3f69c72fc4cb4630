// Pure helpers beneath every layer (ARCHITECTURE.md §3, docs/decisions/090): lib/ imports nothing of ours.
/** SPEC §2: the slug replaces non-alphanumerics with hyphens (runs collapsed, ends trimmed, lower case). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
