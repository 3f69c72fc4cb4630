import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import type { Source } from "../collector.schema";
import { addressPolicy } from "../fetch/address-policy";
import { HostLimiter } from "../fetch/host-limiter";
import { Fetcher } from "../fetch/http-fetcher";
import type { AdapterResult, CacheEntry } from "./adapter";
import { jsonLdAdapter } from "./jsonld";

let site: CareerSite;
beforeAll(async () => {
  const html = { contentType: "text/html; charset=utf-8" };
  site = await startCareerSite({
    "/sitemap.xml": { contentType: "application/xml", body: fixture("jsonld-sitemap.xml") },
    "/careers": { ...html, body: fixture("jsonld-listing.html") },
    "/careers/machine-learning-engineer": { ...html, body: fixture("jsonld-ml-engineer.html") },
    "/careers/qa-analyst": { ...html, body: fixture("jsonld-qa-analyst.html") },
    "/careers/data-scientist": { ...html, body: fixture("jsonld-data-scientist.html"), status: 503 },
    "/about": { ...html, body: fixture("jsonld-about.html") },
  });
});
afterAll(() => site.close());

function collect(url: string, cache: Map<string, CacheEntry> = new Map()): Promise<AdapterResult> {
  const fetcher = new Fetcher({
    userAgent: "StartupJobsBot/1.0",
    timeoutMs: 2_000,
    retries: 0,
    retryBaseMs: 1,
    policy: addressPolicy(true),
    limiter: new HostLimiter(2, 0),
  });
  const source: Source = { id: 1, companyName: "Acme Robotics", type: "jsonld", url, website: null, paused: false };
  return jsonLdAdapter.collect({ source, fetcher, cache: { get: async (key) => cache.get(key) } });
}

const collected = (result: AdapterResult) => {
  if (result.kind !== "collected") throw new Error("expected postings");
  return result;
};

describe("JSON-LD career pages", () => {
  it("follows a sitemap's same-site links one level deep", async () => {
    const result = collected(await collect(site.url("/sitemap.xml")));
    expect(result.postings.map((posting) => posting.title).sort()).toEqual([
      "Machine Learning Engineer",
      "QA Analyst – Temporary",
    ]);
    expect(result.postings.map((posting) => posting.id).sort()).toEqual([
      site.url("/careers/machine-learning-engineer"),
      site.url("/careers/qa-analyst"),
    ]);
  });

  it("reads a single job page given directly, skipping a broken JSON-LD block", async () => {
    const result = collected(await collect(site.url("/careers/machine-learning-engineer")));
    expect(result.postings).toHaveLength(1);
    expect(result.postings[0]).toMatchObject({
      title: "Machine Learning Engineer",
      experienceMonths: 36,
      companyLogo: "https://acme-robotics.example/logo.png",
      employmentType: "FULL_TIME",
    });
    expect(site.hits("/about")).toBe(0);
  });

  it("keeps the jobs of a page that failed this time, so a hiccup closes nothing", async () => {
    const dataScientist = site.url("/careers/data-scientist");
    const cache = new Map([
      [dataScientist, { url: dataScientist, etag: '"x"', lastModified: null, externalIds: [dataScientist] }],
    ]);
    const result = collected(await collect(site.url("/careers"), cache));
    expect(result.keptIds).toEqual([dataScientist]);
    expect(result.rejected.join()).toMatch(/data-scientist: .*HTTP 503/);
    expect(result.postings.map((posting) => posting.title).sort()).toEqual([
      "Machine Learning Engineer",
      "QA Analyst – Temporary",
    ]);
  });

  it("uses the 304 of an unchanged job page", async () => {
    const first = collected(await collect(site.url("/careers/qa-analyst")));
    expect(first.postings).toHaveLength(1);
    const page = site.url("/careers/qa-analyst");
    const listing = collected(await collect(site.url("/careers")));
    const entry = listing.cacheEntries.find((cached) => cached.url === page)!;
    expect(entry.etag).toBeTruthy();
    const again = collected(await collect(site.url("/careers"), new Map([[page, entry]])));
    expect(again.keptIds).toContain(page);
    expect(again.postings.map((posting) => posting.id)).not.toContain(page);
  });
});
