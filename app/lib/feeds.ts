import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "../../core/shared/constants";
import type { ActiveFilters } from "../components/search-filters";
import { DECLARED_FACETS } from "../../core/search/browser";

/** The board's feed of newest jobs; every page links to it from the root layout. */
export const SITE_FEED_PATH = "/feed.xml";
export const SITE_FEED_TITLE = `${PRODUCT_NAME}: newest jobs`;

/** A feed reader's way in: link rel=alternate to an RSS feed, as a meta descriptor of a route. */
export function feedLink(href: string, title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href };
}

/** /feed.xml with the search page's query, so that the feed holds the page's jobs (core/search/job-feed-query.ts). */
export function searchFeedPath(q: string, filters: ActiveFilters): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  for (const key of ["category", "type", "level", "location"] as const)
    for (const value of filters[key]) params.append(key, value);
  if (filters.minSalary) params.set("minSalary", String(filters.minSalary));
  if (filters.posted) params.set("posted", filters.posted);
  for (const facet of DECLARED_FACETS) for (const value of filters[facet.name] ?? []) params.append(facet.name, value);
  return params.size ? `${SITE_FEED_PATH}?${params}` : SITE_FEED_PATH;
}

export const categoryFeedPath = (slug: string) => `${SITE_FEED_PATH}?category=${encodeURIComponent(slug)}`;
export const companyFeedPath = (slug: string) => `${SITE_FEED_PATH}?company=${encodeURIComponent(slug)}`;
