import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../config/env";
import { sql } from "../../db/client";
import { fixture, startCareerSite, type CareerSite } from "../../tests/helpers/career-site-server";
import { withTestDatabase } from "../../tests/setup/test-database";
import { createFetcher } from "./fetch/create-fetcher";
import { checkApplyLinks } from "./runs/check-apply-links";
import { runSources } from "./runs/run-sources";
import { saveSource } from "./sources/sources.service";

/**
 * The apply-link check (issue 27 point 7, decision 155) against a fixture career site on loopback: a
 * Greenhouse board whose postings link to pages of the same site answering 404, 410, 500, 200, 405 to
 * HEAD only, a robots.txt-disallowed path, and a page slower than the timeout.
 */
withTestDatabase();

const LINKS = ["gone", "removed", "broken", "fine", "nohead", "private", "slow"] as const;
const BOARD = "/v1/boards/linkco/jobs";
let site: CareerSite;

function board(links: Record<string, string>): string {
  const [template] = (JSON.parse(fixture("greenhouse-acme.json")) as { jobs: Record<string, unknown>[] }).jobs;
  const jobs = LINKS.map((name, n) => ({
    ...template,
    id: 9100 + n,
    internal_job_id: 9200 + n,
    title: `Link check ${name}`,
    absolute_url: `{{ORIGIN}}${links[name]}`,
  }));
  return JSON.stringify({ jobs, meta: { total: jobs.length } });
}
const paths = Object.fromEntries(LINKS.map((name) => [name, `/apply/${name}`]));

beforeAll(async () => {
  overrideEnv({
    COLLECTOR_ALLOW_PRIVATE_HOSTS: true,
    COLLECTOR_HOST_DELAY_MS: 0,
    COLLECTOR_TIMEOUT_MS: 1_000,
    COLLECTOR_RETRY_BASE_MS: 10,
  });
  const html = { contentType: "text/html; charset=utf-8", body: "<html><body>Apply</body></html>", etag: false };
  site = await startCareerSite({
    [BOARD]: { body: board(paths) },
    "/robots.txt": { contentType: "text/plain", body: "User-agent: *\nDisallow: /apply/private\n", etag: false },
    // '/apply/gone' has no route: the site answers 404.
    "/apply/removed": { ...html, status: 410 },
    "/apply/broken": { ...html, status: 500 },
    "/apply/fine": html,
    "/apply/nohead": { ...html, status: (method) => (method === "HEAD" ? 405 : 200) },
    "/apply/private": { ...html, status: 404 },
    "/apply/slow": { ...html, status: 404, delayMs: 3_000 },
    "/apply/moved": html,
  });
});
afterAll(async () => {
  await site?.close();
});

async function statuses(): Promise<Record<string, { status: string; gone: number | null }>> {
  const rows = await sql()<{ title: string; status: string; link_gone_status: number | null }[]>`
    SELECT title, status, link_gone_status FROM jobs WHERE title LIKE 'Link check %' ORDER BY title`;
  return Object.fromEntries(
    rows.map((row) => [row.title.replace("Link check ", ""), { status: row.status, gone: row.link_gone_status }]),
  );
}

describe("apply-link check of collected jobs", () => {
  it("closes jobs whose link answers 404 or 410 and keeps the rest; asks politely; they stay closed until the source gives a new link", async () => {
    const { source } = await saveSource({
      company: "Link Co",
      type: "greenhouse",
      url: site.url(`${BOARD}?content=true`),
    });
    const [first] = await runSources([source], { linkChecks: 10 });
    expect(first).toMatchObject({ status: "succeeded", added: 7, closed: 2 });
    expect(await statuses()).toEqual({
      gone: { status: "closed", gone: 404 },
      removed: { status: "closed", gone: 410 },
      broken: { status: "open", gone: null },
      fine: { status: "open", gone: null },
      nohead: { status: "open", gone: null },
      private: { status: "open", gone: null },
      slow: { status: "open", gone: null },
    });
    const [run] = await sql()<
      { closed: number }[]
    >`SELECT closed FROM collector_runs WHERE source_id = ${source.id} ORDER BY id DESC LIMIT 1`;
    expect(run.closed).toBe(2);
    // HEAD refused: asked again with GET. Robots.txt disallows /apply/private: never asked.
    expect(site.hits("/apply/nohead")).toBe(2);
    expect(site.hits("/apply/private")).toBe(0);
    expect(site.hits("/apply/fine")).toBe(1);
    expect(site.hits("/robots.txt")).toBe(1);
    expect(site.maxConcurrent()).toBeLessThanOrEqual(2);
    expect([...site.userAgents()].every((agent) => agent.startsWith("StartupJobsBot/"))).toBe(true);

    // The next collection: the board still lists them, yet they stay closed; links checked today are not asked again.
    const [second] = await runSources([source], { linkChecks: 10 });
    expect(second.status).toBe("unchanged");
    expect((await statuses()).gone).toEqual({ status: "closed", gone: 404 });
    expect(site.hits("/apply/fine")).toBe(1);

    // The source gives the gone posting a new link: it opens again, and its new link is checked afresh.
    site.setRoute(BOARD, { body: board({ ...paths, gone: "/apply/moved" }) });
    const [third] = await runSources([source], { linkChecks: 10 });
    expect(third.status).toBe("succeeded");
    expect((await statuses()).gone).toEqual({ status: "open", gone: null });
    expect(site.hits("/apply/moved")).toBe(1);
  });

  it("checks at most the given number per run, those checked longest ago first", async () => {
    const [source] = await sql()<{ id: number }[]>`SELECT id FROM collector_sources WHERE company_name = 'Link Co'`;
    await sql()`UPDATE jobs SET link_checked_at = now() - interval '2 days' WHERE collector_source_id = ${source.id}`;
    await sql()`UPDATE jobs SET link_checked_at = now() - interval '3 days' WHERE title IN ('Link check fine', 'Link check broken')`;
    const before = site.totalHits();
    const summary = await checkApplyLinks(sql(), createFetcher(), source.id, 2);
    expect(summary).toEqual({ checked: 2, closed: 0, unknown: 1 });
    expect(site.totalHits() - before).toBe(3); // a fresh fetcher reads robots.txt once, then the two links
    const rechecked = await sql()<{ title: string }[]>`
      SELECT title FROM jobs WHERE collector_source_id = ${source.id} AND link_checked_at > now() - interval '1 minute' ORDER BY title`;
    expect(rechecked.map((row) => row.title)).toEqual(["Link check broken", "Link check fine"]);
  });
});
