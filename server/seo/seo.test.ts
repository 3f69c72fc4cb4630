import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { createTestApp } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";
import { createSeoRoutes } from "./seo.routes";

const database = withTestDatabase();
const app = createTestApp();
const ids: number[] = [];

beforeAll(async () => {
  const sql = database.handle().sql;
  ids.push(
    ...(await insertFixtureJobs(sql, [
      { title: "Backend Engineer", ageDays: 3 },
      { title: 'Data <Scientist> & "Analyst"', company: "Kavya AI", category: "Data Science", ageDays: 1 },
      { title: "React Developer", ageDays: 2 },
      { title: "Closed Role", status: "closed", ageDays: 0.5 },
      { title: "Expired Role", validThrough: new Date(Date.now() - 60_000), ageDays: 40 },
      { title: "Remote Designer", workplace: "remote", category: "UX/UI Design", ageDays: 4 },
      { title: "QA Engineer", ageDays: 5 },
    ])),
  );
});

const get = async (target: { request: (path: string) => Response | Promise<Response> }, path: string) => {
  const response = await target.request(`http://jobs.example${path}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
};

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the API and private pages, and names the sitemap", async () => {
    const robots = await get(app, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.text).toContain("User-agent: *");
    expect(robots.text).toContain("Disallow: /api/");
    expect(robots.text).toContain("Sitemap: http://jobs.example/sitemap.xml");
  });
});

describe("sitemaps", () => {
  it("is an index of a pages sitemap and job sitemaps", async () => {
    const index = await get(app, "/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.type).toContain("application/xml");
    expect(index.text).toContain("<sitemapindex");
    expect(index.text).toContain("<loc>http://jobs.example/sitemap-pages.xml</loc>");
    expect(index.text).toContain("<loc>http://jobs.example/sitemap-jobs-1.xml</loc>");
    expect(index.text).not.toContain("sitemap-jobs-2.xml");
  });

  it("lists every open job's canonical URL with its lastmod, and no closed or expired job", async () => {
    const jobs = await get(app, "/sitemap-jobs-1.xml");
    expect(jobs.status).toBe(200);
    expect(jobs.text.match(/<url>/g)).toHaveLength(5);
    expect(jobs.text).toContain(`<loc>http://jobs.example/job-details/${ids[0]}/backend-engineer</loc>`);
    expect(jobs.text).toContain(`/job-details/${ids[1]}/data-scientist-analyst</loc>`);
    expect(jobs.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(jobs.text).not.toContain(`/job-details/${ids[3]}/`);
    expect(jobs.text).not.toContain(`/job-details/${ids[4]}/`);
  });

  it("splits the jobs into files of at most the given size", async () => {
    const small = createSeoRoutes({ sitemapSize: 2 });
    const index = await get(small, "/sitemap.xml");
    expect(index.text.match(/sitemap-jobs-\d+\.xml/g)).toEqual([
      "sitemap-jobs-1.xml",
      "sitemap-jobs-2.xml",
      "sitemap-jobs-3.xml",
    ]);
    const counts = [];
    for (const file of [1, 2, 3])
      counts.push((await get(small, `/sitemap-jobs-${file}.xml`)).text.match(/<url>/g)?.length ?? 0);
    expect(counts).toEqual([2, 2, 1]);
    expect((await get(small, "/sitemap-jobs-4.xml")).status).toBe(404);
  });

  it("lists the static pages, categories and companies with open jobs", async () => {
    const pages = await get(app, "/sitemap-pages.xml");
    expect(pages.text).toContain("<loc>http://jobs.example/jobs</loc>");
    expect(pages.text).toContain("<loc>http://jobs.example/category/data-science</loc>");
    expect(pages.text).toContain("<loc>http://jobs.example/jobs/Kavya%20AI</loc>");
  });
});

describe("feed.xml", () => {
  it("is RSS 2.0 of the newest open jobs, escaped", async () => {
    const feed = await get(app, "/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.type).toContain("application/rss+xml");
    expect(feed.text).toContain('<rss version="2.0"');
    const titles = [...feed.text.matchAll(/<item><title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual([
      "Data &lt;Scientist&gt; &amp; &quot;Analyst&quot; at Kavya AI",
      "React Developer at Acme Labs",
      "Backend Engineer at Acme Labs",
      "Remote Designer at Acme Labs",
      "QA Engineer at Acme Labs",
    ]);
    expect(feed.text).not.toContain("Closed Role");
    expect(feed.text).not.toContain("Expired Role");
    expect(feed.text).toContain(
      `<guid isPermaLink="true">http://jobs.example/job-details/${ids[2]}/react-developer</guid>`,
    );
  });

  it("titles a category's feed by the category's name, not its slug (issue 33)", async () => {
    const feed = await get(app, "/feed.xml?category=data-science");
    expect(feed.status).toBe(200);
    expect(feed.text).toContain("<title>Startup Jobs: Data Science jobs</title>");
    expect(feed.text).not.toContain("data-science jobs");
    const two = await get(app, "/feed.xml?category=data-science&category=ux-ui-design");
    expect(two.text).toContain("<title>Startup Jobs: Data Science, UX/UI Design jobs</title>");
  });

  it("answers an unknown company or category 404 and a bad parameter 400, as plain text (issue 32: AppError from core)", async () => {
    expect(await get(app, "/feed.xml?company=no-such-company-anywhere")).toEqual({
      status: 404,
      type: "text/plain; charset=UTF-8",
      text: "No such company",
    });
    expect(await get(app, "/feed.xml?category=no-such-category")).toEqual({
      status: 404,
      type: "text/plain; charset=UTF-8",
      text: "No such category",
    });
    const bad = await get(app, "/feed.xml?posted=forever");
    expect(bad.status).toBe(400);
    expect(bad.type).toBe("text/plain; charset=UTF-8");
  });

  it("drops a job from sitemap and feed once it closes", async () => {
    await database.handle().sql`UPDATE jobs SET status = 'closed' WHERE id = ${ids[2]}`;
    expect((await get(app, "/feed.xml")).text).not.toContain("React Developer");
    expect((await get(app, "/sitemap-jobs-1.xml")).text).not.toContain(`/job-details/${ids[2]}/`);
  });

  it("holds at most 50 items", async () => {
    await insertFixtureJobs(
      database.handle().sql,
      Array.from({ length: 55 }, (_, index) => ({ title: `Bulk Role ${index}`, ageDays: 10 + index })),
    );
    const feed = await get(app, "/feed.xml");
    expect(feed.text.match(/<item>/g)).toHaveLength(50);
  });
});
