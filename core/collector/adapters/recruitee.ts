import type { RawPosting } from "../collector.schema";
import type { SourceAdapter } from "./adapter";
import { readJsonFeed, listField } from "./read-feed";
import { arr, bool, compact, num, obj, str } from "./read-helpers";

/**
 * Recruitee Careers Site API: GET {company}.recruitee.com/api/offers/ → { offers: [{ id, slug,
 * title, description, requirements, location, city, state_name, country, country_code,
 * locations: [{ city, state, country, country_code }], remote, hybrid, on_site,
 * employment_type_code, department, careers_url, published_at, close_at?,
 * salary: { min, max, currency, period } }] }.
 */
export function recruiteePosting(item: unknown): RawPosting {
  const offer = obj(item) ?? {};
  const locations = arr(offer.locations).map((entry) => obj(entry));
  const salary = obj(offer.salary);
  const addresses = locations.length
    ? locations.map((entry) => ({
        locality: str(entry?.city),
        region: str(entry?.state),
        country: str(entry?.country_code) ?? str(entry?.country),
      }))
    : [
        {
          locality: str(offer.city),
          region: str(offer.state_name),
          country: str(offer.country_code) ?? str(offer.country),
        },
      ];
  return {
    id: str(offer.id) ?? "",
    title: str(offer.title) ?? "",
    descriptionHtml: compact([str(offer.description), str(offer.requirements)]).join("\n"),
    locations: compact([str(offer.location)]),
    addresses,
    workplace: bool(offer.hybrid)
      ? "hybrid"
      : bool(offer.remote)
        ? "remote"
        : bool(offer.on_site)
          ? "onsite"
          : undefined,
    employmentType: str(offer.employment_type_code),
    department: str(offer.department),
    salary: salary
      ? { min: num(salary.min), max: num(salary.max), currency: str(salary.currency), unit: str(salary.period) }
      : undefined,
    datePosted: str(offer.published_at) ?? str(offer.created_at),
    validThrough: str(offer.close_at),
    url: str(offer.careers_url),
    education: str(offer.education_code)?.replace(/_/g, " "),
  };
}

export const recruiteeAdapter: SourceAdapter = {
  async collect(context) {
    const feed = await readJsonFeed(context);
    if (feed.kind === "unchanged") return feed;
    const items = listField(feed.json, "offers", context.source.url);
    return {
      kind: "collected",
      postings: items.map(recruiteePosting),
      keptIds: [],
      rejected: [],
      cacheEntries: [feed.cacheEntry],
    };
  },
};
