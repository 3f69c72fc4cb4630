import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../../config/env";
import { sql } from "../../../db/client";
import { fixture, startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import { captureIo } from "../../../tests/helpers/collector-fixture-sites";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { runCollectorCommand } from "./commands";
import { renderProgressBar } from "./progress-bar";

withTestDatabase();

let site: CareerSite;
beforeAll(async () => {
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true, COLLECTOR_HOST_DELAY_MS: 0 });
  site = await startCareerSite({ "/api/offers/": { body: fixture("recruitee-monsoon.json") } });
});
afterAll(() => site.close());

async function collect(...argv: string[]) {
  const capture = captureIo();
  const code = await runCollectorCommand(argv, capture.io);
  return { code, out: capture.out(), err: capture.err() };
}

describe("managing sources from the command line", () => {
  it("adds, lists, pauses, resumes and removes a source", async () => {
    const added = await collect(
      "add",
      "--company",
      "Monsoon Payments",
      "--type",
      "recruitee",
      "--url",
      site.url("/api/offers/"),
      "--website",
      "https://monsoon.example",
    );
    expect(added).toMatchObject({
      code: 0,
      out: `Added source 1: Monsoon Payments (recruitee) ${site.url("/api/offers/")}\n`,
    });
    expect((await collect("list")).out).toMatch(
      /^id\s+company\s+type\s+state\s+url\n[- ]+\n1\s+Monsoon Payments\s+recruitee\s+active\s+http:\/\/127\.0\.0\.1/,
    );

    expect((await collect("pause", "1")).out).toBe("Paused source 1: Monsoon Payments\n");
    expect((await collect()).out).toBe("No active sources to collect. Add some with --sources FILE or add.\n");
    expect(site.hits("/api/offers/")).toBe(0);

    expect((await collect("resume", site.url("/api/offers/"))).out).toBe("Resumed source 1: Monsoon Payments\n");
    const run = await collect();
    expect(run.code).toBe(0);
    // The festival job had closed before it was ever collected: stored closed, never shown, so not counted as closed by this run.
    expect(run.out).toBe("Collected 1 source(s): 2 found, 2 added, 0 updated, 0 closed.\n");
    const [company] = await sql()`SELECT website FROM companies WHERE name = 'Monsoon Payments'`;
    expect(company.website).toBe("https://monsoon.example");

    const removed = await collect("remove", "1");
    expect(removed.out).toBe("Removed source 1: Monsoon Payments; 1 job(s) closed\n");
    const jobs = await sql()<{ status: string; closed_at: Date | null }[]>`SELECT status, closed_at FROM jobs`;
    expect(jobs).toHaveLength(2);
    for (const job of jobs) expect(job.status).toBe("closed");
    expect((await collect("list")).out).toContain("No sources yet.");
  });

  it("explains bad input instead of crashing", async () => {
    expect(await collect("add", "--company", "X", "--type", "taleo", "--url", "file:///etc/passwd")).toMatchObject({
      code: 1,
      err: "--type must be one of greenhouse, lever, ashby, recruitee, workable, jsonld; --url must be an http:// or https:// address\n",
    });
    expect(await collect("pause", "99")).toMatchObject({ code: 1, err: "no source 99; see npm run collect -- list\n" });
    expect(await collect("frobnicate")).toMatchObject({ code: 1, err: 'unknown command "frobnicate"\n' });
    expect((await collect("--nope")).code).toBe(1);

    const dir = mkdtempSync(path.join(tmpdir(), "collector-bad-"));
    const file = path.join(dir, "sources.yaml");
    writeFileSync(file, "- company: Acme\n  type: lever\n  url: not a url\n");
    const bad = await collect("--sources", file);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      'sources.yaml has 1 problem(s):\n  entry 1 (Acme): field "url" must be an http:// or https:// address\n',
    );
    expect(await sql()`SELECT * FROM collector_sources`).toEqual([]);
  });

  it("draws a progress bar on a terminal only", async () => {
    expect(renderProgressBar({ sourcesDone: 3, sourcesTotal: 4, postingsStored: 1200 }, 8)).toBe(
      "[██████░░] 3/4 sources · 1200 postings stored",
    );
    await collect("add", "--company", "Monsoon Payments", "--type", "recruitee", "--url", site.url("/api/offers/"));
    let drawn = "";
    const terminal = Object.assign(
      new Writable({ write: (chunk, _encoding, done) => ((drawn += chunk.toString()), done()) }),
      { isTTY: true },
    );
    const code = await runCollectorCommand([], { out: terminal, err: terminal });
    expect(code).toBe(0);
    expect(drawn).toContain("\r[██████████████████████████████] 1/1 sources");
  });
});
