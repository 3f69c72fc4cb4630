import { describe, expect, it } from "vitest";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, labelOf } from "../../lib/startup-facts";
import { generateDemoData } from "./demo-data";

describe("the demo data's startup facts (issue 29)", () => {
  const data = generateDemoData({ now: new Date("2026-11-01T00:00:00Z") });

  it("sets every fact of every company, agreeing with its prose", () => {
    for (const company of data.companies) {
      expect(FUNDING_STAGES.map((stage) => stage.value)).toContain(company.stage);
      expect(TEAM_SIZES.map((size) => size.value)).toContain(company.teamSize);
      expect(REMOTE_POLICIES.map((policy) => policy.value)).toContain(company.remotePolicy);
      expect(company.foundedYear).toBeGreaterThanOrEqual(1998);
      expect(company.foundedYear).toBeLessThanOrEqual(2025);
      expect(company.techStack.length).toBeGreaterThanOrEqual(3);
      expect(company.pitch).toContain(company.locality);
      expect(company.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
      expect(company.careersUrl).toBe(`${company.website}/careers`);
      // 'a Series D startup', 'a seed-stage startup': the stored stage is the one the description names.
      const label = labelOf(FUNDING_STAGES, company.stage)!;
      const said =
        ({ "series-d-plus": "Series D", seed: "seed-stage", public: "publicly listed" } as Record<string, string>)[
          company.stage
        ] ?? label;
      expect(company.description.toLowerCase()).toContain(said.toLowerCase());
    }
  });

  it("gives the jobs of companies that offer equity a range by the company's stage (earlier stages more)", () => {
    const bySlug = new Map(data.companies.map((company) => [company.slug, company]));
    const offering = data.jobs.filter((job) => job.equityMax !== null && job.equityMin !== null);
    for (const job of offering.slice(0, 200)) {
      expect(job.description).toContain("ESOPs");
      expect(job.equityMin).toBeGreaterThan(0);
      expect(job.equityMax!).toBeGreaterThanOrEqual(job.equityMin!);
    }
    // The same level (mid, no prefix) at an earlier stage gets a larger stake.
    const midAt = (stages: string[]) =>
      offering.filter(
        (job) => stages.includes(bySlug.get(job.companySlug)!.stage) && !/^(Junior|Senior|Lead|Staff) /.test(job.title),
      );
    const early = midAt(["pre-seed", "seed"]);
    const late = midAt(["series-b", "series-c", "series-d-plus"]);
    expect(early.length).toBeGreaterThan(0);
    expect(late.length).toBeGreaterThan(0);
    expect(Math.min(...early.map((job) => job.equityMax!))).toBeGreaterThan(
      Math.max(...late.map((job) => job.equityMax!)),
    );
  });
});
