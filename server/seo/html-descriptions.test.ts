import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { createTestApp, requestJson } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";

// A description as the collector stores it: sanitised HTML, long enough that a cut at 600 lands inside markup.
const html =
  "<h2>About us</h2><p>We build R&amp;D tools for clinics &amp; labs.</p>" +
  "<ul>" +
  Array.from(
    { length: 30 },
    (_, index) => `<li>Point ${index}: <a href="https://example.com/${index}" rel="nofollow">read more</a></li>`,
  ).join("") +
  "</ul>";

const database = withTestDatabase();
const app = createTestApp();

beforeAll(async () => {
  await insertFixtureJobs(database.handle().sql, [
    { title: "Clinic Platform Engineer", description: html, ageDays: 0.1 },
  ]);
});

describe("collected (HTML) descriptions", () => {
  it("are searched by their words, never by tag or attribute names", async () => {
    expect((await requestJson(app, "/api/search?q=nofollow")).body.total).toBe(0);
    expect((await requestJson(app, "/api/search?q=href")).body.total).toBe(0);
    const found = await requestJson(app, "/api/search?q=clinics");
    expect(found.body.total).toBe(1);
    // The API returns the stored description unchanged.
    expect(found.body.jobs[0].description).toBe(html);
  });

  it("give the feed a well-formed, plain-text summary", async () => {
    const response = await app.request("http://jobs.example/feed.xml");
    const text = await response.text();
    const summary = text.match(/<item><title>Clinic Platform Engineer[^]*?<description>([^]*?)<\/description>/)?.[1];
    expect(summary).toBeDefined();
    expect(summary).toContain("About us We build R&amp;D tools for clinics &amp; labs.");
    expect(summary).not.toMatch(/&lt;|<|&amp;amp;|nofollow/);
  });
});
