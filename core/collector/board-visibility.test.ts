import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { fixture } from "../../tests/helpers/career-site-server";
import { captureIo, withFixtureSites } from "../../tests/helpers/collector-fixture-sites";
import { withTestDatabase } from "../../tests/setup/test-database";
import { findCompany } from "../catalog";
import { listCompanyJobs, countOpenJobs } from "../jobs";
import { searchJobs } from "../search";
import { runCollectorCommand } from "./cli/commands";

withTestDatabase();

const sites = withFixtureSites({ timeoutMs: 500 });

const collect = (...argv: string[]) => runCollectorCommand(argv, captureIo().io);

describe("collected jobs on the board", () => {
  it("appear in search and on their company page, each opening once, closed ones nowhere", async () => {
    await collect("--sources", sites().sourcesFile);

    const search = await searchJobs({ q: "backend engineer", limit: 20 });
    const backend = search.jobs.find((job) => job.title === "Senior Backend Engineer & API Lead");
    expect(backend).toMatchObject({
      company_name: "Acme Robotics",
      addressLocality: "Bengaluru",
      employmentType: "Full-time",
    });

    const acme = await findCompany("acme-robotics");
    const acmeTitles = (await listCompanyJobs(acme!.id)).map((job) => job.title).sort();
    expect(acmeTitles).toEqual([
      "Data Scientist",
      "Machine Learning Engineer",
      "Product Manager, Payments",
      "QA Analyst – Temporary",
      "Senior Backend Engineer & API Lead",
    ]);

    const monsoon = await findCompany("Monsoon Payments");
    expect((await listCompanyJobs(monsoon!.id)).map((job) => job.title)).toEqual(["Customer Success Manager"]);
    expect((await searchJobs({ q: "festival warehouse" })).jobs.map((job) => job.title)).not.toContain(
      "Festival Season Warehouse Associate",
    );

    const [{ open }] = await sql()<{ open: number }[]>`SELECT count(*)::int AS open FROM jobs WHERE status = 'open'`;
    expect(await countOpenJobs()).toBe(open);
    expect(open).toBe(11);
  });

  it("a posting removed from its source leaves search and the company page", async () => {
    const feed = JSON.parse(fixture("greenhouse-acme.json"));
    feed.jobs = feed.jobs.filter((entry: { id: number }) => entry.id !== 4012345);
    sites().feeds.setRoute("/v1/boards/acmerobotics/jobs", { body: JSON.stringify(feed) });
    await collect();

    const search = await searchJobs({ q: "backend engineer", limit: 20 });
    expect(search.jobs.map((job) => job.title)).not.toContain("Senior Backend Engineer & API Lead");
    const acme = await findCompany("Acme Robotics");
    expect((await listCompanyJobs(acme!.id)).map((job) => job.title)).not.toContain(
      "Senior Backend Engineer & API Lead",
    );
  });
});
