import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../config/env";
import { sql } from "../../db/client";
import { fixture, startCareerSite, type CareerSite } from "../../tests/helpers/career-site-server";
import { withTestDatabase } from "../../tests/setup/test-database";
import { startJobRunner, type JobRunner } from "../shared/job-runner";
import { closeExpiredJobs, collectorJobs, enqueueDueSources } from "./scheduler";
import { saveSource, setSourcePaused } from "./sources/sources.service";

withTestDatabase();

let site: CareerSite;
let runner: JobRunner | undefined;
beforeAll(async () => {
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true, COLLECTOR_HOST_DELAY_MS: 0, COLLECTOR_SCHEDULE_HOURS: 6 });
  site = await startCareerSite({ "/api/v1/widget/accounts/chai": { body: fixture("workable-chai.json") } });
});
afterAll(async () => {
  await runner?.stop();
  await site.close();
});

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("scheduled collection through the job runner", () => {
  it("is off when COLLECTOR_SCHEDULE_HOURS is 0", async () => {
    overrideEnv({ COLLECTOR_SCHEDULE_HOURS: 0 });
    expect(collectorJobs()).toEqual([]);
    overrideEnv({ COLLECTOR_SCHEDULE_HOURS: 6 });
  });

  it("queues due sources, runs them in the worker, and leaves recently collected ones alone", async () => {
    const { source } = await saveSource({
      company: "Chai Commerce",
      type: "workable",
      url: site.url("/api/v1/widget/accounts/chai?details=true"),
    });
    const { source: paused } = await saveSource({
      company: "Paused Co",
      type: "workable",
      url: site.url("/api/v1/widget/accounts/paused"),
    });
    await setSourcePaused(paused, true);

    // The fixture's apply links are on apply.workable.com: no link checks, so nothing leaves the machine.
    runner = await startJobRunner(collectorJobs({ pollingIntervalSeconds: 0.5, runOptions: { linkChecks: 0 } }));
    expect(runner.started).toEqual(["collector-tick", "collector-run-source"]);
    expect(await enqueueDueSources(runner)).toBe(1);

    const run = await waitFor(async () => {
      const [row] = await sql()<{ status: string; added: number }[]>`
        SELECT status, added FROM collector_runs WHERE source_id = ${source.id} AND status <> 'running'`;
      return row;
    });
    expect(run).toMatchObject({ status: "succeeded", added: 2 });
    const titles = (await sql()<{ title: string }[]>`SELECT title FROM jobs WHERE status = 'open' ORDER BY title`).map(
      (row) => row.title,
    );
    expect(titles).toEqual(["Backend Developer (Node.js)", "Growth Marketing Lead"]);
    expect(site.hits("/api/v1/widget/accounts/paused")).toBe(0);

    // Collected minutes ago: not due again for six hours.
    expect(await enqueueDueSources(runner)).toBe(0);
  });

  it("closes jobs whose validThrough has passed, collected or not", async () => {
    const [company] = await sql()<{ id: number }[]>`SELECT id FROM companies LIMIT 1`;
    await sql()`INSERT INTO jobs (company_id, title, valid_through, source, external_id) VALUES (${company.id},
      'Old manual job', ${new Date(Date.now() - 60_000).toISOString()}, 'manual', 'old-1')`;
    await sql()`UPDATE jobs SET valid_through = ${new Date(Date.now() - 60_000).toISOString()} WHERE title = 'Growth Marketing Lead'`;
    expect(await closeExpiredJobs()).toBe(2);
    const closed = await sql()<
      { title: string; status: string }[]
    >`SELECT title, status FROM jobs WHERE closed_at IS NOT NULL ORDER BY title`;
    expect(closed).toEqual([
      { title: "Growth Marketing Lead", status: "closed" },
      { title: "Old manual job", status: "closed" },
    ]);
    expect(await closeExpiredJobs()).toBe(0);
  });
});
