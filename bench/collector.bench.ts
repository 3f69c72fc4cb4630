/**
 * Collector benchmark (issue 5): 10,000 postings from local fixture career sites
 * must be collected in under 60 s, and an unchanged re-run in under 15 s.
 *
 * Runs against a throw-away embedded PostgreSQL (or TEST_DATABASE_URL's server),
 * with the collector's default politeness settings (2 requests per host, 500 ms
 * pause after each request, robots.txt read per host).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { env, overrideEnv } from "../config/env";
import { openDatabase, setDatabase } from "../db/client";
import { ensureDatabaseExists } from "../db/connect";
import { startEmbeddedPostgres } from "../db/embedded";
import { migrate } from "../db/migrate";
import { runSources, saveSource, type RunSummary, type Source } from "../core/collector";
import { startCareerSite, type CareerSite } from "../tests/helpers/career-site-server";
import {
  feedPathFor,
  generatePostings,
  renderFeed,
  renderJobPage,
  type FeedType,
} from "../tests/helpers/generated-career-feeds";

const FEED_TYPES: FeedType[] = ["greenhouse", "lever", "ashby", "recruitee", "workable"];
const BOARDS_PER_TYPE = 4;
const POSTINGS_PER_BOARD = 499;
const JSONLD_PAGES = 20;

interface Measured {
  label: string;
  seconds: number;
  summaries: RunSummary[];
}

function totals(summaries: RunSummary[]) {
  return summaries.reduce(
    (sum, run) => ({
      found: sum.found + run.found,
      added: sum.added + run.added,
      updated: sum.updated + run.updated,
      closed: sum.closed + run.closed,
      failed: sum.failed + (run.status === "failed" ? 1 : 0),
    }),
    { found: 0, added: 0, updated: 0, closed: 0, failed: 0 },
  );
}

async function measure(label: string, sources: Source[]): Promise<Measured> {
  const started = performance.now();
  const summaries = await runSources(sources);
  const seconds = (performance.now() - started) / 1000;
  const sum = totals(summaries);
  console.log(
    `${label}: ${seconds.toFixed(2)} s, found ${sum.found}, added ${sum.added}, updated ${sum.updated}, closed ${sum.closed}, failed sources ${sum.failed}`,
  );
  return { label, seconds, summaries };
}

export default async function collectorBenchmark(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "collector-bench-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const embedded = serverUrl ? undefined : await startEmbeddedPostgres(dataDir);
  const databaseName = `collector_bench_${process.pid}`;
  const url = await ensureDatabaseExists(serverUrl ?? embedded!.url, databaseName);
  const handle = openDatabase(url, 10);
  await migrate(handle.sql);
  setDatabase(handle);
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true });
  const settings = env();

  // One host per ATS (as in production, where all Greenhouse boards share one API host) plus a JSON-LD career site.
  const hosts = new Map<FeedType, CareerSite>();
  const sources: Source[] = [];
  const boards: { type: FeedType; board: string; seed: number }[] = [];
  for (const type of FEED_TYPES) {
    const site = await startCareerSite();
    hosts.set(type, site);
    for (let number = 0; number < BOARDS_PER_TYPE; number += 1) {
      const board = `${type}-startup-${number}`;
      const seed = FEED_TYPES.indexOf(type) * 100 + number + 1;
      boards.push({ type, board, seed });
      const feedPath = feedPathFor[type](board);
      site.setRoute(feedPath.split("?")[0], {
        body: renderFeed(type, board, generatePostings(board, POSTINGS_PER_BOARD, seed)),
      });
      const { source } = await saveSource({ company: `${board.replace(/-/g, " ")}`, type, url: site.url(feedPath) });
      sources.push(source);
    }
  }
  const jobPages = generatePostings("bench-careers", JSONLD_PAGES, 999);
  const careerSite = await startCareerSite({
    "/careers": {
      contentType: "text/html",
      body: `<html><body>${jobPages.map((posting) => `<a href="/careers/${posting.id}">${posting.title}</a>`).join("\n")}</body></html>`,
      etag: false,
    },
  });
  for (const posting of jobPages)
    careerSite.setRoute(`/careers/${posting.id}`, { contentType: "text/html", body: renderJobPage(posting) });
  sources.push(
    (await saveSource({ company: "Bench Careers", type: "jsonld", url: careerSite.url("/careers") })).source,
  );
  const expectedPostings = FEED_TYPES.length * BOARDS_PER_TYPE * POSTINGS_PER_BOARD + JSONLD_PAGES;

  try {
    const first = await measure("first run", sources);
    const [{ stored, open }] = await handle.sql<{ stored: number; open: number }[]>`
      SELECT count(*)::int AS stored, count(*) FILTER (WHERE status = 'open')::int AS open FROM jobs`;
    const unchanged = await measure("unchanged re-run (servers answer 304)", sources);

    // The same feeds from servers that ignore ETag: every feed is parsed and compared again.
    for (const { type, board, seed } of boards) {
      hosts.get(type)!.setRoute(feedPathFor[type](board).split("?")[0], {
        body: renderFeed(type, board, generatePostings(board, POSTINGS_PER_BOARD, seed)),
        etag: false,
      });
    }
    for (const posting of jobPages)
      careerSite.setRoute(`/careers/${posting.id}`, {
        contentType: "text/html",
        body: renderJobPage(posting),
        etag: false,
      });
    const unchangedNoEtag = await measure("unchanged re-run (no conditional requests)", sources);

    // 10% of boards publish new revisions of every posting and drop 5% of them.
    for (const { type, board, seed } of boards.filter((_, index) => index % 10 === 0)) {
      const revised = generatePostings(board, POSTINGS_PER_BOARD, seed, 1).slice(
        0,
        Math.round(POSTINGS_PER_BOARD * 0.95),
      );
      hosts
        .get(type)!
        .setRoute(feedPathFor[type](board).split("?")[0], { body: renderFeed(type, board, revised), etag: false });
    }
    const changed = await measure("run with changes (2 boards revised, 5% of their postings removed)", sources);

    const row = (run: Measured) => {
      const sum = totals(run.summaries);
      return `| ${run.label} | ${run.seconds.toFixed(1)} s | ${sum.found} | ${sum.added} | ${sum.updated} | ${sum.closed} | ${sum.failed} |`;
    };
    const verdict = (seconds: number, limit: number) =>
      seconds < limit ? `met (${seconds.toFixed(1)} s < ${limit} s)` : `NOT met (${seconds.toFixed(1)} s ≥ ${limit} s)`;
    return `## Collector

${FEED_TYPES.length * BOARDS_PER_TYPE} ATS feeds (${BOARDS_PER_TYPE} each of ${FEED_TYPES.join(", ")}, ${POSTINGS_PER_BOARD} postings each, one local host per ATS) plus a JSON-LD career site with ${JSONLD_PAGES} job pages: ${expectedPostings} postings, served from 127.0.0.1 by the tests' fixture server. Settings as shipped: at most 2 requests per host, ${settings.COLLECTOR_HOST_DELAY_MS} ms pause after each, robots.txt read per host, PostgreSQL pool of 10 (so 5 sources at a time).

| run | time | found | added | updated | closed | failed sources |
| --- | --- | --- | --- | --- | --- | --- |
${[first, unchanged, unchangedNoEtag, changed].map(row).join("\n")}

After the first run: ${stored} jobs stored, ${open} open (generated titles repeat within a company and city, and the same opening is shown once).

Every run has a floor set by politeness, not by work: the JSON-LD site's ${JSONLD_PAGES} pages go two at a time with a ${settings.COLLECTOR_HOST_DELAY_MS} ms pause, so about ${((JSONLD_PAGES / 2) * settings.COLLECTOR_HOST_DELAY_MS) / 1000} s. An unchanged feed costs one 304; a feed from a server without ETag support is parsed and each posting's fingerprint compared with the stored one, so nothing is normalised or written.

- 10,000 postings in under 60 s: ${verdict(first.seconds, 60)}
- unchanged re-run in under 15 s: ${verdict(unchanged.seconds, 15)} with conditional requests; ${unchangedNoEtag.seconds.toFixed(1)} s when the servers ignore them (nothing written either way: content hashes match).`;
  } finally {
    await Promise.all([...hosts.values(), careerSite].map((site) => site.close()));
    setDatabase(undefined);
    await handle.close();
    if (embedded) await embedded.stop();
    else {
      const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
