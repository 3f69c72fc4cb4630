import type { RawPosting } from "../collector.schema";
import { decodeEntities } from "../../shared/html-text";
import type { SourceAdapter } from "./adapter";
import { readJsonFeed, listField } from "./read-feed";
import { arr, compact, obj, str } from "./read-helpers";

/**
 * Greenhouse Job Board API: GET boards-api.greenhouse.io/v1/boards/{token}/jobs?content=true
 * → { jobs: [{ id, title, updated_at, first_published, location: { name }, absolute_url,
 * content (entity-encoded HTML), departments: [{ name }], offices: [{ name, location }], metadata }] }.
 */
export function greenhousePosting(item: unknown): RawPosting {
  const job = obj(item) ?? {};
  const offices = arr(job.offices).map((office) => obj(office));
  const metadata = arr(job.metadata).map((entry) => obj(entry));
  const employmentType = metadata.find((entry) => /employment|job type|commitment/i.test(str(entry?.name) ?? ""));
  const salaryEntry = metadata.find((entry) => /salary|compensation|pay/i.test(str(entry?.name) ?? ""));
  const content = str(job.content);
  return {
    id: str(job.id) ?? "",
    title: str(job.title) ?? "",
    // Greenhouse escapes the HTML of content ("&lt;p&gt;"); one decode gives the HTML back.
    descriptionHtml: content ? decodeEntities(content) : undefined,
    locations: compact([
      str(obj(job.location)?.name),
      ...offices.map((office) => str(office?.location) ?? str(office?.name)),
    ]),
    department: str(obj(arr(job.departments)[0])?.name),
    employmentType: str(employmentType?.value),
    salaryText: str(salaryEntry?.value) ?? (obj(salaryEntry?.value) ? JSON.stringify(salaryEntry?.value) : undefined),
    datePosted: str(job.first_published) ?? str(job.updated_at),
    url: str(job.absolute_url),
  };
}

export const greenhouseAdapter: SourceAdapter = {
  async collect(context) {
    const feed = await readJsonFeed(context);
    if (feed.kind === "unchanged") return feed;
    const items = listField(feed.json, "jobs", context.source.url);
    return {
      kind: "collected",
      postings: items.map(greenhousePosting),
      keptIds: [],
      rejected: [],
      cacheEntries: [feed.cacheEntry],
    };
  },
};
