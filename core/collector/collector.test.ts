import { describe, expect, it } from "vitest";
import { overrideEnv } from "../../config/env";
import { sql } from "../../db/client";
import { fixture } from "../../tests/helpers/career-site-server";
import { captureIo, feedPaths, withFixtureSites } from "../../tests/helpers/collector-fixture-sites";
import { withTestDatabase } from "../../tests/setup/test-database";
import { runCollectorCommand } from "./cli/commands";

withTestDatabase();

const sites = withFixtureSites();

async function collect(...argv: string[]) {
  const capture = captureIo();
  const code = await runCollectorCommand(argv, capture.io);
  return { code, out: capture.out(), err: capture.err() };
}

async function job(title: string, source?: string) {
  const rows = await sql()<Record<string, any>[]>`
    SELECT j.*, c.name AS company_name, c.slug AS company_slug, c.website AS company_website, c.logo_url AS company_logo,
      cat.name AS category_name
    FROM jobs j JOIN companies c ON c.id = j.company_id LEFT JOIN categories cat ON cat.id = j.category_id
    WHERE j.title = ${title} AND (${source ?? null}::text IS NULL OR j.source = ${source ?? null})
    ORDER BY j.id`;
  expect(rows, `jobs titled ${title}`).toHaveLength(1);
  return rows[0];
}

async function lastRun(company: string, url: string) {
  const [run] = await sql()<Record<string, any>[]>`
    SELECT * FROM collector_runs WHERE company_name = ${company} AND source_url = ${url} ORDER BY id DESC LIMIT 1`;
  return run;
}

/** Everything a visitor could see of the board, with the columns a run would touch. */
async function snapshot() {
  const jobs = await sql()`SELECT * FROM jobs ORDER BY id`;
  const companies = await sql()`SELECT * FROM companies ORDER BY id`;
  return JSON.stringify({ jobs, companies });
}

describe("collecting from fixture career sites", () => {
  it("fills the board from every source type with normalised fields", async () => {
    const result = await collect("--sources", sites().sourcesFile);
    expect(result.code).toBe(2);
    expect(result.out).toContain("11 source(s) added, 0 updated");

    const backend = await job("Senior Backend Engineer & API Lead");
    expect(backend).toMatchObject({
      company_name: "Acme Robotics",
      company_website: "https://acme-robotics.example",
      source: "greenhouse",
      status: "open",
      employment_type: "Full-time",
      workplace: "remote",
      locality: "Bengaluru",
      region: "Karnataka",
      country: "IN",
      salary_min: 3_000_000,
      salary_max: 4_500_000,
      salary_currency: "INR",
      salary_unit: "YEAR",
      min_experience: 5,
      max_experience: 8,
      category_name: "Backend Development",
      job_url: "https://boards.greenhouse.io/acmerobotics/jobs/4012345",
      closed_at: null,
    });
    expect(backend.address).toContain("Bangalore; Remote - India");
    expect(backend.description).toContain("<h2>About the role</h2>");
    expect(backend.description).not.toMatch(/script|alert|onclick|<img|pixel\.gif/);
    expect(backend.skills.split(", ")).toEqual(
      expect.arrayContaining(["Go", "PostgreSQL", "AWS", "Kubernetes", "Docker"]),
    );
    expect(new Date(backend.date_posted).toISOString()).toBe("2026-11-01T14:00:00.000Z");

    // The feed lists Data Scientist twice and one posting without a title.
    const greenhouseRun = await lastRun("Acme Robotics", sites().feeds.url(feedPaths.greenhouse));
    expect(greenhouseRun).toMatchObject({ status: "succeeded", found: 3, added: 3, failed: 1 });
    expect(greenhouseRun.error).toContain("has no title");

    expect(await job("Platform Engineering Intern")).toMatchObject({
      company_name: "Kavyā Labs",
      company_slug: "kavya-labs",
      company_logo: "/logos/kavya-labs.svg",
      employment_type: "Internship",
      workplace: "hybrid",
      locality: "Zürich",
      country: "CH",
      salary_min: 3000,
      salary_max: 3500,
      salary_currency: "CHF",
      salary_unit: "MONTH",
      category_name: "DevOps & Cloud",
    });
    expect(await job("Product Designer (UX)")).toMatchObject({
      locality: "Bengaluru",
      min_experience: 2,
      max_experience: null,
      category_name: "UX/UI Design",
    });

    const sre = await job("Site Reliability Engineer");
    expect(sre).toMatchObject({
      company_name: "तरंग Systems",
      employment_type: "Contract",
      workplace: "remote",
      locality: "Hyderabad",
      country: "IN",
      salary_min: 40_000,
      salary_max: 60_000,
      salary_currency: "USD",
      min_experience: 4,
      max_experience: 7,
    });
    expect(sre.company_slug).toMatch(/^[a-z0-9-]+$/);
    expect(await sql()`SELECT 1 FROM jobs WHERE title = 'Secret Stealth Role'`).toHaveLength(0);

    expect(await job("Customer Success Manager")).toMatchObject({
      employment_type: "Part-time",
      workplace: "hybrid",
      locality: "Chennai",
      salary_min: 50_000,
      salary_max: 70_000,
      salary_unit: "MONTH",
      min_experience: 3,
      max_experience: 5,
      category_name: "Customer Success",
    });
    const seasonal = await job("Festival Season Warehouse Associate");
    expect(seasonal).toMatchObject({ status: "closed", employment_type: "Contract", locality: "Kolkata" });
    expect(seasonal.closed_at).not.toBeNull();

    expect(await job("Growth Marketing Lead")).toMatchObject({
      workplace: "remote",
      locality: "Pune",
      salary_min: 1_800_000,
      salary_max: 2_400_000,
      salary_currency: "INR",
      category_name: "Growth",
      education: "Bachelor's Degree",
    });
    expect(await job("Backend Developer (Node.js)")).toMatchObject({
      employment_type: "Contract",
      locality: "Singapore",
      country: "SG",
    });

    const ml = await job("Machine Learning Engineer");
    expect(ml).toMatchObject({
      source: "jsonld",
      locality: "Bengaluru",
      postal_code: "560038",
      salary_min: 2_500_000,
      salary_max: 4_000_000,
      min_experience: 3,
      category_name: "Machine Learning & AI",
      job_url: sites().acme.url("/careers/machine-learning-engineer"),
    });
    expect(ml.description).not.toMatch(/iframe|onmouseover|<style/);
    expect(new Date(ml.valid_through).toISOString()).toBe("2027-03-31T18:29:00.000Z");
    expect(await job("QA Analyst – Temporary")).toMatchObject({
      employment_type: "Temporary",
      workplace: "remote",
      salary_min: 40_000,
      salary_max: 55_000,
      salary_unit: "MONTH",
      category_name: "Quality Assurance",
    });
    const [acme] = await sql()`SELECT logo_url FROM companies WHERE name = 'Acme Robotics'`;
    expect(acme.logo_url).toBe("https://acme-robotics.example/logo.png");

    // The same opening from Greenhouse and from Acme's own page (Gurgaon = Gurugram) is shown once.
    const copies = await sql()<{ status: string; duplicate_of: number | null; source: string }[]>`
      SELECT status, duplicate_of, source FROM jobs WHERE title = 'Data Scientist' ORDER BY id`;
    expect(copies).toHaveLength(2);
    expect(copies.filter((copy) => copy.status === "open")).toHaveLength(1);
    expect(copies.find((copy) => copy.status === "closed")?.duplicate_of).not.toBeNull();

    // Each broken source failed alone, with its reason recorded.
    const failures = await sql()<
      { company_name: string; error: string }[]
    >`SELECT company_name, error FROM collector_runs WHERE status = 'failed'`;
    const reason = (company: string) => failures.find((run) => run.company_name === company)?.error;
    expect(reason("Broken JSON Co")).toMatch(/did not return valid JSON/);
    expect(reason("Empty Page Co")).toMatch(/no schema\.org JobPosting found/);
    expect(reason("Gone Co")).toMatch(/HTTP 404/);
    expect(reason("Slow Co")).toMatch(/did not answer within 1 s/);
    expect(reason("Redirect Co")).toMatch(/169\.254\.169\.254 is a link-local/);
    expect(failures).toHaveLength(5);
    expect(result.out).toContain("failed: Broken JSON Co");

    // Good citizen: never more than two requests at a time to one host, with our User-Agent.
    expect(sites().acme.maxConcurrent()).toBeLessThanOrEqual(2);
    expect(sites().feeds.maxConcurrent()).toBeLessThanOrEqual(2);
    expect([...sites().acme.userAgents()].every((agent) => agent.startsWith("StartupJobsBot/"))).toBe(true);
    expect(sites().acme.hits("/robots.txt")).toBe(1);
  });

  it("a second run changes nothing and asks each feed only 'changed since?'", async () => {
    const before = await snapshot();
    const notModifiedBefore = sites().feeds.notModifiedCount();
    const pagesNotModifiedBefore = sites().acme.notModifiedCount();
    const result = await collect();
    expect(result.code).toBe(2);
    expect(await snapshot()).toBe(before);
    // Five feeds and Acme's three job pages answered 304; only the listing page was read again.
    expect(sites().feeds.notModifiedCount() - notModifiedBefore).toBe(5);
    expect(sites().acme.notModifiedCount() - pagesNotModifiedBefore).toBe(3);
    const runs = await sql()<
      { company_name: string; status: string; found: number; added: number; updated: number; closed: number }[]
    >`
      SELECT DISTINCT ON (source_id) company_name, status, found, added, updated, closed FROM collector_runs
      WHERE company_name NOT LIKE '% Co' ORDER BY source_id, id DESC`;
    expect(runs.map((run) => run.status)).toEqual([
      "unchanged",
      "unchanged",
      "unchanged",
      "unchanged",
      "unchanged",
      "succeeded",
    ]);
    for (const run of runs) expect(run).toMatchObject({ added: 0, updated: 0, closed: 0 });
    expect(runs[5]).toMatchObject({ company_name: "Acme Robotics", found: 3 });
  });

  it("a feed that changes is re-read; unchanged jobs are not rewritten", async () => {
    const feed = JSON.parse(fixture("lever-kavya.json"));
    feed[1].text = "Senior Product Designer (UX)";
    sites().feeds.setRoute("/v0/postings/kavya", { body: JSON.stringify(feed) });
    const intern = await job("Platform Engineering Intern");
    const [source] = await sql()`SELECT id FROM collector_sources WHERE company_name = 'Kavyā Labs'`;
    expect((await collect("run", String(source.id))).code).toBe(0);
    expect((await job("Senior Product Designer (UX)")).status).toBe("open");
    expect((await job("Platform Engineering Intern")).updated_at).toEqual(intern.updated_at);
    expect(await lastRun("Kavyā Labs", sites().feeds.url(feedPaths.lever))).toMatchObject({
      found: 2,
      added: 0,
      updated: 1,
      closed: 0,
    });
  });

  it("removing a posting closes its job, and the copy from the other source takes its place", async () => {
    const feed = JSON.parse(fixture("greenhouse-acme.json"));
    const without = {
      ...feed,
      jobs: feed.jobs.filter(
        (entry: { title?: string }) => entry.title !== "Data Scientist" && entry.title !== "Product Manager, Payments",
      ),
    };
    sites().feeds.setRoute("/v1/boards/acmerobotics/jobs", { body: JSON.stringify(without) });
    const [source] =
      await sql()`SELECT id FROM collector_sources WHERE url = ${sites().feeds.url(feedPaths.greenhouse)}`;
    await collect("run", String(source.id));

    const pm = await job("Product Manager, Payments");
    expect(pm.status).toBe("closed");
    expect(pm.closed_at).not.toBeNull();
    expect(await job("Data Scientist", "greenhouse")).toMatchObject({ status: "closed" });
    expect(await job("Data Scientist", "jsonld")).toMatchObject({
      status: "open",
      duplicate_of: null,
      locality: "Gurugram",
    });
    expect(await lastRun("Acme Robotics", sites().feeds.url(feedPaths.greenhouse))).toMatchObject({
      status: "succeeded",
      closed: 2,
    });

    // Back in the feed: open again.
    sites().feeds.setRoute("/v1/boards/acmerobotics/jobs", { body: fixture("greenhouse-acme.json") });
    await collect("run", String(source.id));
    expect(await job("Product Manager, Payments")).toMatchObject({ status: "open", closed_at: null });
  });

  it("closes a job whose validThrough has passed even when its page is unchanged", async () => {
    await sql()`UPDATE jobs SET valid_through = now() - interval '1 hour' WHERE title = 'Machine Learning Engineer'`;
    const [source] = await sql()`SELECT id FROM collector_sources WHERE url = ${sites().acme.url("/careers")}`;
    await collect("run", String(source.id));
    const ml = await job("Machine Learning Engineer");
    expect(ml.status).toBe("closed");
    expect(ml.closed_at).not.toBeNull();
  });

  it("shows sources and the last runs with --status", async () => {
    const { code, out } = await collect("--status");
    expect(code).toBe(0);
    expect(out).toMatch(/Sources\nid\s+company\s+type\s+state\s+url/);
    expect(out).toMatch(/Kavyā Labs\s+lever\s+active/);
    expect(out).toMatch(
      /Last runs\nrun\s+company\s+status\s+started \(UTC\)\s+ended \(UTC\)\s+found\s+added\s+updated\s+closed\s+failed\s+error/,
    );
    expect(out).toMatch(/Slow Co\s+failed .* did not answer within 1 s/);
    expect(out).toMatch(/Chai Commerce\s+unchanged/);
  });

  it("refuses private addresses when COLLECTOR_ALLOW_PRIVATE_HOSTS is off", async () => {
    overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: false });
    try {
      const hitsBefore = sites().feeds.totalHits();
      const before = await snapshot();
      const [source] = await sql()`SELECT id FROM collector_sources WHERE company_name = 'Chai Commerce'`;
      const { code, out } = await collect("run", String(source.id));
      expect(code).toBe(2);
      expect(out).toMatch(/127\.0\.0\.1 is a loopback or private address/);
      expect(sites().feeds.totalHits()).toBe(hitsBefore);
      expect(await snapshot()).toBe(before);
    } finally {
      overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true });
    }
  });
});
