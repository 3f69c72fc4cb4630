import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import type { Source, SourceType } from "../collector.schema";
import { addressPolicy } from "../fetch/address-policy";
import { HostLimiter } from "../fetch/host-limiter";
import { Fetcher } from "../fetch/http-fetcher";
import { adapters } from "./index";
import { greenhousePosting } from "./greenhouse";
import { leverPosting } from "./lever";

let site: CareerSite;
beforeAll(async () => {
  site = await startCareerSite({
    "/object-without-list": { body: '{"jobs": "none", "offers": {}}' },
    "/list": { body: "[]" },
    "/html": { contentType: "text/html", body: "<html><body>Maintenance</body></html>" },
  });
});
afterAll(() => site.close());

function collect(type: SourceType, path: string) {
  const fetcher = new Fetcher({
    userAgent: "StartupJobsBot/1.0",
    timeoutMs: 2_000,
    retries: 0,
    retryBaseMs: 1,
    policy: addressPolicy(true),
    limiter: new HostLimiter(2, 0),
  });
  const source: Source = { id: 1, companyName: "Acme", type, url: site.url(path), website: null, paused: false };
  return adapters[type].collect({ source, fetcher, cache: { get: async () => undefined } });
}

describe("ATS feeds in the wrong shape", () => {
  it("fail with a message naming what was expected", async () => {
    await expect(collect("greenhouse", "/object-without-list")).rejects.toThrow(
      `${site.url("/object-without-list")} did not return an object with a "jobs" list`,
    );
    await expect(collect("recruitee", "/list")).rejects.toThrow('did not return an object with a "offers" list');
    await expect(collect("lever", "/object-without-list")).rejects.toThrow("did not return a list of postings");
    await expect(collect("workable", "/html")).rejects.toThrow(/did not return valid JSON/);
    await expect(collect("ashby", "/missing")).rejects.toThrow(/HTTP 404/);
  });

  it("an empty but well-formed feed is a source with no openings", async () => {
    const result = await collect("lever", "/list");
    expect(result).toMatchObject({ kind: "collected", postings: [] });
  });
});

describe("fields of the wrong type count as missing", () => {
  it("keeps the rest of the posting", () => {
    expect(
      greenhousePosting({ id: 7, title: "Engineer", location: "not an object", departments: "x", content: 42 }),
    ).toMatchObject({ id: "7", title: "Engineer", locations: [], department: undefined, descriptionHtml: "42" });
    expect(
      leverPosting({
        id: "a",
        text: "Designer",
        categories: null,
        salaryRange: { min: "x", max: 9000, currency: "EUR", interval: "per-month-salary" },
      }),
    ).toMatchObject({
      id: "a",
      title: "Designer",
      locations: [],
      salary: { min: undefined, max: 9000, currency: "EUR", unit: "per-month-salary" },
    });
  });
});
