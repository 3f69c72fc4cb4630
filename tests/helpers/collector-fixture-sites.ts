import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { overrideEnv } from "../../config/env";
import { fixture, startCareerSite, type CareerSite } from "./career-site-server";

/**
 * The fixture career sites of the collector's end-to-end tests: one host serving
 * the five ATS feeds at their documented paths, Acme's own career site with
 * JSON-LD pages, and a host of broken sources.
 */
export interface FixtureSites {
  feeds: CareerSite;
  acme: CareerSite;
  broken: CareerSite;
  sourcesFile: string;
  close(): Promise<void>;
}

export const feedPaths = {
  greenhouse: "/v1/boards/acmerobotics/jobs?content=true",
  lever: "/v0/postings/kavya?mode=json",
  ashby: "/posting-api/job-board/tarang?includeCompensation=true",
  recruitee: "/api/offers/",
  workable: "/api/v1/widget/accounts/chai?details=true",
};

export async function startFixtureSites(): Promise<FixtureSites> {
  const feeds = await startCareerSite({
    "/v1/boards/acmerobotics/jobs": { body: fixture("greenhouse-acme.json") },
    "/v0/postings/kavya": { body: fixture("lever-kavya.json") },
    "/posting-api/job-board/tarang": { body: fixture("ashby-tarang.json") },
    "/api/offers/": { body: fixture("recruitee-monsoon.json") },
    "/api/v1/widget/accounts/chai": { body: fixture("workable-chai.json") },
  });
  const html = { contentType: "text/html; charset=utf-8" };
  const acme = await startCareerSite({
    "/robots.txt": { contentType: "text/plain", body: "User-agent: *\nDisallow: /admin\n", etag: false },
    "/careers": { ...html, body: fixture("jsonld-listing.html"), etag: false },
    "/careers/machine-learning-engineer": { ...html, body: fixture("jsonld-ml-engineer.html") },
    "/careers/data-scientist": { ...html, body: fixture("jsonld-data-scientist.html") },
    "/careers/qa-analyst": { ...html, body: fixture("jsonld-qa-analyst.html") },
    "/about": { ...html, body: fixture("jsonld-about.html") },
    "/sitemap.xml": { contentType: "application/xml", body: fixture("jsonld-sitemap.xml") },
  });
  const broken = await startCareerSite({
    "/bad.json": { body: '{"jobs": [ {"id": 1, "title": "Half a feed"' },
    "/empty.html": { ...html, body: "<html><body><h1>Careers</h1><p>Nothing structured here.</p></body></html>" },
    "/slow": { body: '{"jobs":[]}', delayMs: 5_000 },
    "/redirect": { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
  });

  const dir = mkdtempSync(path.join(tmpdir(), "collector-sources-"));
  const sourcesFile = path.join(dir, "sources.yaml");
  writeFileSync(
    sourcesFile,
    `# Fixture career sites
- company: Acme Robotics
  type: greenhouse
  url: ${feeds.url(feedPaths.greenhouse)}
  website: https://acme-robotics.example
- company: Kavyā Labs
  type: lever
  url: ${feeds.url(feedPaths.lever)}
- company: तरंग Systems
  type: ashby
  url: ${feeds.url(feedPaths.ashby)}
- company: Monsoon Payments
  type: recruitee
  url: ${feeds.url(feedPaths.recruitee)}
- company: Chai Commerce
  type: workable
  url: ${feeds.url(feedPaths.workable)}
- company: Acme Robotics
  type: jsonld
  url: ${acme.url("/careers")}
- { company: Broken JSON Co, type: greenhouse, url: "${broken.url("/bad.json")}" }
- { company: Empty Page Co, type: jsonld, url: "${broken.url("/empty.html")}" }
- { company: Gone Co, type: lever, url: "${broken.url("/missing")}" }
- { company: Slow Co, type: ashby, url: "${broken.url("/slow")}" }
- { company: Redirect Co, type: jsonld, url: "${broken.url("/redirect")}" }
`,
  );
  return {
    feeds,
    acme,
    broken,
    sourcesFile,
    close: async () => {
      await Promise.all([feeds.close(), acme.close(), broken.close()]);
    },
  };
}

/** Collects what a command writes, for asserting on the CLI's output. */
export function captureIo() {
  let out = "";
  let err = "";
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  return {
    io: {
      out: Object.assign(
        sink((text) => (out += text)),
        { isTTY: false },
      ),
      err: sink((text) => (err += text)),
    },
    out: () => out,
    err: () => err,
  };
}

/**
 * The fixture sites for one test file: started before its tests with the collector allowed to reach loopback
 * at once (no host delay, short timeouts and back-off), stopped after them. Call it at the top of the file.
 */
export function withFixtureSites({ timeoutMs = 1_000 }: { timeoutMs?: number } = {}): () => FixtureSites {
  let sites: FixtureSites | undefined;
  beforeAll(async () => {
    overrideEnv({
      COLLECTOR_ALLOW_PRIVATE_HOSTS: true,
      COLLECTOR_HOST_DELAY_MS: 0,
      COLLECTOR_TIMEOUT_MS: timeoutMs,
      COLLECTOR_RETRY_BASE_MS: 10,
    });
    sites = await startFixtureSites();
  });
  afterAll(async () => {
    overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true });
    await sites?.close();
  });
  return () => {
    if (!sites) throw new Error("The fixture sites start in beforeAll: read them inside a test.");
    return sites;
  };
}
