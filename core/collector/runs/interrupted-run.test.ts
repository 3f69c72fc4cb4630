import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../../config/env";
import { sql } from "../../../db/client";
import { startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { saveSource } from "../sources/sources.service";
import { RunInterrupted } from "./run-source";
import { runSources } from "./run-sources";

withTestDatabase();

const postings = Array.from({ length: 30 }, (_, index) => ({
  id: 700_000 + index,
  title: `Backend Engineer ${index + 1}`,
  location: { name: "Hyderabad, India" },
  absolute_url: `https://boards.greenhouse.io/orbit/jobs/${700_000 + index}`,
  updated_at: "2026-11-10T10:00:00Z",
  content: "&lt;p&gt;Java and Spring Boot, 3-6 years.&lt;/p&gt;",
  departments: [{ name: "Engineering" }],
}));

let site: CareerSite;
beforeAll(async () => {
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true, COLLECTOR_HOST_DELAY_MS: 0 });
  site = await startCareerSite({ "/v1/boards/orbit/jobs": { body: JSON.stringify({ jobs: postings }) } });
});
afterAll(() => site.close());

describe("a run stopped half way", () => {
  it("leaves only whole jobs behind, and the next run finishes the work", async () => {
    const { source } = await saveSource({
      company: "Orbit Logistics",
      type: "greenhouse",
      url: site.url("/v1/boards/orbit/jobs?content=true"),
    });
    const stop = new AbortController();
    await expect(
      runSources([source], {
        batchSize: 10,
        signal: stop.signal,
        // Stop as a killed process would: right after the first batch is committed.
        onProgress: (progress) => progress.postingsStored >= 10 && stop.abort(),
      }),
    ).rejects.toBeInstanceOf(RunInterrupted);

    const partial = await sql()<
      {
        title: string;
        description: string;
        skills: string;
        locality: string;
        category_id: number | null;
        status: string;
      }[]
    >`
      SELECT title, description, skills, locality, category_id, status FROM jobs WHERE collector_source_id = ${source.id}`;
    expect(partial).toHaveLength(10);
    for (const job of partial) {
      expect(job).toMatchObject({
        locality: "Hyderabad",
        status: "open",
        description: "<p>Java and Spring Boot, 3-6 years.</p>",
      });
      expect(job.skills).toContain("Java");
      expect(job.category_id).not.toBeNull();
    }
    const [unfinished] = await sql()`SELECT status, finished_at FROM collector_runs WHERE source_id = ${source.id}`;
    expect(unfinished).toMatchObject({ status: "running", finished_at: null });
    // The feed's ETag was not saved, so the next run reads the feed again instead of getting a 304.
    expect(await sql()`SELECT 1 FROM collector_http_cache`).toHaveLength(0);

    const [summary] = await runSources([source], { batchSize: 10 });
    expect(summary).toMatchObject({ status: "succeeded", found: 30, added: 20, updated: 0, closed: 0 });
    const [{ count }] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM jobs WHERE collector_source_id = ${source.id}`;
    expect(count).toBe(30);
    const runs = await sql()<
      { status: string }[]
    >`SELECT status FROM collector_runs WHERE source_id = ${source.id} ORDER BY id`;
    expect(runs.map((run) => run.status)).toEqual(["interrupted", "succeeded"]);
  });

  it("lets only one run of a source go at a time", async () => {
    const { source } = await saveSource({
      company: "Orbit Logistics",
      type: "greenhouse",
      url: site.url("/v1/boards/orbit/jobs?content=true"),
    });
    site.setRoute("/v1/boards/orbit/jobs", { body: JSON.stringify({ jobs: postings }), delayMs: 300 });
    const summaries = await Promise.all([runSources([source]), runSources([source])]);
    const statuses = summaries.flat().map((summary) => summary.status);
    expect(statuses.filter((status) => status === "skipped")).toHaveLength(1);
    expect(summaries.flat().find((summary) => summary.status === "skipped")?.error).toBe(
      "another run of this source was in progress",
    );
  });
});
