import type { RawPosting, Workplace } from "../collector.schema";
import type { SourceAdapter } from "./adapter";
import { readJsonFeed, listField } from "./read-feed";
import { arr, bool, compact, num, obj, str } from "./read-helpers";

const workplaces: Record<string, Workplace> = { onsite: "onsite", remote: "remote", hybrid: "hybrid" };

/** The salary component of Ashby's compensation block (tiers or summary components). */
function ashbySalary(compensation: Record<string, unknown> | undefined): RawPosting["salary"] {
  if (!compensation) return undefined;
  const components = [
    ...arr(compensation.summaryComponents),
    ...arr(compensation.compensationTiers).flatMap((tier) => arr(obj(tier)?.components)),
  ].map((component) => obj(component));
  const salary = components.find((component) => str(component?.compensationType)?.toLowerCase() === "salary");
  if (!salary) return undefined;
  return {
    min: num(salary.minValue),
    max: num(salary.maxValue),
    currency: str(salary.currencyCode),
    unit: str(salary.interval),
  };
}

/** The equity component of Ashby's compensation block, in percent. */
function ashbyEquity(compensation: Record<string, unknown> | undefined): RawPosting["equity"] {
  if (!compensation) return undefined;
  const components = [
    ...arr(compensation.summaryComponents),
    ...arr(compensation.compensationTiers).flatMap((tier) => arr(obj(tier)?.components)),
  ].map((component) => obj(component));
  const equity = components.find((component) => str(component?.compensationType)?.toLowerCase() === "equitypercentage");
  if (!equity) return undefined;
  return { min: num(equity.minValue), max: num(equity.maxValue) };
}

/**
 * Ashby Job Posting API: GET api.ashbyhq.com/posting-api/job-board/{board}?includeCompensation=true
 * → { jobs: [{ id, title, department, team, employmentType (FullTime, PartTime, Intern,
 * Contract, Temporary), location, secondaryLocations: [{ location, address }], address:
 * { postalAddress }, isRemote, workplaceType, isListed, publishedAt, jobUrl, descriptionHtml,
 * compensation: { compensationTierSummary, summaryComponents, compensationTiers } }] }.
 */
export function ashbyPosting(item: unknown): RawPosting {
  const job = obj(item) ?? {};
  const postal = obj(obj(job.address)?.postalAddress);
  const secondary = arr(job.secondaryLocations).map((entry) => obj(entry));
  const compensation = obj(job.compensation);
  const workplaceType =
    str(job.workplaceType)
      ?.toLowerCase()
      .replace(/[^a-z]/g, "") ?? "";
  return {
    id: str(job.id) ?? "",
    title: str(job.title) ?? "",
    descriptionHtml:
      str(job.descriptionHtml) ?? (str(job.descriptionPlain) ? `<p>${str(job.descriptionPlain)}</p>` : undefined),
    locations: compact([str(job.location), ...secondary.map((entry) => str(entry?.location))]),
    addresses: postal
      ? [
          {
            locality: str(postal.addressLocality),
            region: str(postal.addressRegion),
            country: str(postal.addressCountry),
            postalCode: str(postal.postalCode),
          },
        ]
      : undefined,
    workplace: workplaces[workplaceType] ?? (bool(job.isRemote) ? "remote" : undefined),
    employmentType: str(job.employmentType),
    department: str(job.department) ?? str(job.team),
    salary: ashbySalary(compensation),
    equity: ashbyEquity(compensation),
    salaryText: str(compensation?.compensationTierSummary) ?? str(compensation?.scrapeableCompensationSalarySummary),
    datePosted: str(job.publishedAt),
    url: str(job.jobUrl),
  };
}

export const ashbyAdapter: SourceAdapter = {
  async collect(context) {
    const feed = await readJsonFeed(context);
    if (feed.kind === "unchanged") return feed;
    // Unlisted jobs are reachable by link only; the company does not advertise them.
    const items = listField(feed.json, "jobs", context.source.url).filter((item) => obj(item)?.isListed !== false);
    return {
      kind: "collected",
      postings: items.map(ashbyPosting),
      keptIds: [],
      rejected: [],
      cacheEntries: [feed.cacheEntry],
    };
  },
};
