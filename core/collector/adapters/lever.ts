import type { RawPosting, Workplace } from "../collector.schema";
import { SourceFormatError, type SourceAdapter } from "./adapter";
import { readJsonFeed } from "./read-feed";
import { arr, compact, num, obj, str } from "./read-helpers";

const workplaces: Record<string, Workplace> = {
  onsite: "onsite",
  "on-site": "onsite",
  remote: "remote",
  hybrid: "hybrid",
};

/**
 * Lever Postings API: GET api.lever.co/v0/postings/{site}?mode=json → [{ id, text,
 * categories: { commitment, department, team, location, allLocations }, country,
 * workplaceType, description, lists: [{ text, content }], additional, hostedUrl,
 * createdAt (ms), salaryRange: { min, max, currency, interval }, salaryDescription }].
 */
export function leverPosting(item: unknown): RawPosting {
  const posting = obj(item) ?? {};
  const categories = obj(posting.categories) ?? {};
  const lists = arr(posting.lists)
    .map((entry) => obj(entry))
    .map((entry) => (entry ? `<h3>${str(entry.text) ?? ""}</h3><ul>${str(entry.content) ?? ""}</ul>` : ""))
    .join("\n");
  const salary = obj(posting.salaryRange);
  const allLocations = arr(categories.allLocations).map(str);
  const country = str(posting.country);
  return {
    id: str(posting.id) ?? "",
    title: str(posting.text) ?? "",
    descriptionHtml: compact([str(posting.description), lists, str(posting.additional)]).join("\n"),
    locations: compact(allLocations.length > 0 ? allLocations : [str(categories.location)]).map((place) =>
      country && !place.includes(",") ? `${place}, ${country}` : place,
    ),
    workplace: workplaces[str(posting.workplaceType)?.toLowerCase() ?? ""],
    employmentType: str(categories.commitment),
    department: str(categories.department) ?? str(categories.team),
    salary: salary
      ? { min: num(salary.min), max: num(salary.max), currency: str(salary.currency), unit: str(salary.interval) }
      : undefined,
    salaryText: str(posting.salaryDescriptionPlain) ?? str(posting.salaryDescription),
    datePosted: num(posting.createdAt),
    url: str(posting.hostedUrl),
  };
}

export const leverAdapter: SourceAdapter = {
  async collect(context) {
    const feed = await readJsonFeed(context);
    if (feed.kind === "unchanged") return feed;
    if (!Array.isArray(feed.json))
      throw new SourceFormatError(`${context.source.url} did not return a list of postings`);
    return {
      kind: "collected",
      postings: feed.json.map(leverPosting),
      keptIds: [],
      rejected: [],
      cacheEntries: [feed.cacheEntry],
    };
  },
};
