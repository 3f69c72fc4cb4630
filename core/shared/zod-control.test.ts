import { describe, expect, it } from "vitest";
import { z } from "./zod";
import { jobPayloadSchema, normalisePayload } from "../jobs";
import { createAlertSchema } from "../alerts";

const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const job = {
  title: "Backend Engineer",
  category: "Backend Development",
  job_type: "Full Time",
  job_description: "Build APIs.\n\nWith a team.\tTabs too.",
  location: "Pune",
  application_deadline: nextMonth,
  experience: "2",
  qualification: "B.Tech",
  link_to_job: "https://acme.example/jobs/1",
  salary_range: "100000",
};

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.path.join("."));
}

describe("the shared schema helper refuses NUL and other control characters in every text field (issue 27)", () => {
  it("z.string() of core/shared/zod.ts refuses C0/C1 controls and DEL, keeps tab and line breaks, and still chains", () => {
    const name = z.string().trim().min(1).max(10);
    expect(name.safeParse("a\u0000b").success).toBe(false);
    expect(name.safeParse("a\u0007b").success).toBe(false);
    expect(name.safeParse("a\u007Fb").success).toBe(false);
    expect(name.safeParse("a\u0085b").success).toBe(false);
    expect(name.safeParse("a\tb\nc\r").success).toBe(true);
    expect(name.safeParse("x".repeat(11)).success).toBe(false);
  });

  it("names the field: a job's link, description and qualification, an alert's company", () => {
    for (const field of ["link_to_job", "job_description", "qualification", "location", "skills"]) {
      const parsed = jobPayloadSchema.safeParse(
        normalisePayload({
          ...job,
          [field]: field === "link_to_job" ? "https://acme.example/\u0000x" : "text\u0000more",
        }),
      );
      expect(fieldsOf(parsed), field).toContain(field);
    }
    expect(jobPayloadSchema.safeParse(normalisePayload(job)).success).toBe(true);
    expect(fieldsOf(createAlertSchema.safeParse({ query: { company: "Acme\u0000" } }))).toContain("query.company");
    expect(fieldsOf(createAlertSchema.safeParse({ query: { category: ["design\u0000"] } })).join()).toMatch(
      /query\.category/,
    );
  });
});
