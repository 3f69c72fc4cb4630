import type { MetaDescriptor } from "react-router";
import { META_DESCRIPTION_LENGTH, PRODUCT_NAME } from "../../core/shared/constants";

export function truncate(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= length ? clean : `${clean.slice(0, length - 1).trimEnd()}…`;
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /about. */
  path: string;
  /** Origin of the site (root loader's `origin`), for absolute canonical and social URLs. */
  origin: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** Title, description (cut at 160), canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = truncate(input.description, META_DESCRIPTION_LENGTH);
  const url = new URL(input.path, input.origin).toString();
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
  ];
  if (input.image) {
    const image = new URL(input.image, input.origin).toString();
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site origin from the root loader's data, as route meta functions receive it. */
export function originFrom(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "http://localhost:3000";
}
