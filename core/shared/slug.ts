/** SPEC §2: the slug replaces non-alphanumerics with hyphens (runs collapsed, ends trimmed, lower case). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
