import type { RawPosting } from "../collector.schema";
import type { SourceAdapter } from "./adapter";
import { readJsonFeed, listField } from "./read-feed";
import { arr, bool, compact, obj, str } from "./read-helpers";

/**
 * Workable widget API: GET apply.workable.com/api/v1/widget/accounts/{account}?details=true
 * → { name, description, jobs: [{ title, shortcode, code, employment_type, telecommuting,
 * department, url, shortlink, application_url, published_on, created_at, country, city,
 * state, education, experience, locations: [{ country, countryCode, city, region, hidden }],
 * description (with details=true) }] }.
 */
export function workablePosting(item: unknown): RawPosting {
  const job = obj(item) ?? {};
  const locations = arr(job.locations)
    .map((entry) => obj(entry))
    .filter((entry) => entry && entry.hidden !== true);
  const addresses = locations.length
    ? locations.map((entry) => ({
        locality: str(entry?.city),
        region: str(entry?.region),
        country: str(entry?.countryCode) ?? str(entry?.country),
      }))
    : [{ locality: str(job.city), region: str(job.state), country: str(job.country) }];
  return {
    id: str(job.shortcode) ?? "",
    title: str(job.title) ?? "",
    descriptionHtml: str(job.description),
    locations: compact(
      addresses.map((address) => compact([address.locality, address.region, address.country]).join(", ")),
    ),
    addresses,
    workplace: bool(job.telecommuting) ? "remote" : undefined,
    employmentType: str(job.employment_type),
    department: str(job.department) ?? str(job.function),
    datePosted: str(job.published_on) ?? str(job.created_at),
    url: str(job.url) ?? str(job.shortlink),
    education: str(job.education),
  };
}

export const workableAdapter: SourceAdapter = {
  async collect(context) {
    const feed = await readJsonFeed(context);
    if (feed.kind === "unchanged") return feed;
    const items = listField(feed.json, "jobs", context.source.url);
    return {
      kind: "collected",
      postings: items.map(workablePosting),
      keptIds: [],
      rejected: [],
      cacheEntries: [feed.cacheEntry],
    };
  },
};
