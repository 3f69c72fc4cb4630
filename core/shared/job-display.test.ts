import { describe, expect, it } from "vitest";
import {
  equityText,
  formatExperience,
  formatLocation,
  formatSalary,
  isNewJob,
  jobTypeTone,
  relativeTime,
  skillList,
  workplaceText,
} from "./job-display";

const now = new Date("2026-11-21T12:00:00Z");

describe("job display defaults (SPEC §3)", () => {
  it("formats salary with currency and unit, INR by default, Indian digit grouping", () => {
    expect(formatSalary({ salaryMin: 1_200_000, salaryMax: 1_800_000, currency: "INR", salaryUnit: "YEAR" })).toBe(
      "₹12-18 LPA",
    );
    expect(formatSalary({ salaryMin: 1_450_000, salaryMax: 2_150_000, currency: "INR", salaryUnit: "YEAR" })).toBe(
      "₹14.5-21.5 LPA",
    );
    expect(formatSalary({ salaryMin: 25_000, salaryMax: 25_000, currency: "INR", salaryUnit: "MONTH" })).toBe(
      "₹25k/month",
    );
    expect(formatSalary({ salaryMin: 20_000, salaryMax: 27_500, currency: "INR", salaryUnit: "MONTH" })).toBe(
      "₹20-27.5k/month",
    );
    expect(formatSalary({ salaryMin: 500, salaryMax: 800, currency: "INR", salaryUnit: "DAY" })).toBe(
      "INR 500 - 800 per day",
    );
    expect(formatSalary({ salaryMin: 90_000, salaryMax: null, currency: "USD", salaryUnit: "YEAR" })).toBe(
      "USD 90,000 per year",
    );
    expect(formatSalary({ salaryMin: 50_000, salaryMax: 50_000, currency: null, salaryUnit: null })).toBe("₹0.5 LPA");
    expect(formatSalary({ salaryMin: null, salaryMax: null, currency: "INR", salaryUnit: "YEAR" })).toBe(
      "Salary not specified",
    );
  });

  it("writes monthly rupees from a lakh up in lakhs (issue 44), below it in thousands", () => {
    expect(formatSalary({ salaryMin: 150_000, salaryMax: 200_000, currency: "INR", salaryUnit: "MONTH" })).toBe(
      "₹1.5-2 L/month",
    );
    expect(formatSalary({ salaryMin: 80_000, salaryMax: 120_000, currency: "INR", salaryUnit: "MONTH" })).toBe(
      "₹0.8-1.2 L/month",
    );
    expect(formatSalary({ salaryMin: 100_000, salaryMax: null, currency: "INR", salaryUnit: "MONTH" })).toBe(
      "₹1 L/month",
    );
    expect(formatSalary({ salaryMin: 60_000, salaryMax: 99_000, currency: "INR", salaryUnit: "MONTH" })).toBe(
      "₹60-99k/month",
    );
  });

  it("writes workplace and equity as the job page's facts show them", () => {
    expect([workplaceText("onsite"), workplaceText("hybrid"), workplaceText("remote")]).toEqual([
      "On-site",
      "Hybrid",
      "Remote",
    ]);
    expect(equityText(0.1, 0.5)).toBe("0.1-0.5% equity");
    // A float4 column gives 0.1 back as 0.10000000149011612.
    expect(equityText(0.10000000149011612, 0.25)).toBe("0.1-0.25% equity");
    expect(equityText(0.25, 0.25)).toBe("0.25% equity");
    expect(equityText(0, 0)).toBe("No equity");
    expect(equityText(null, null)).toBeNull();
  });

  it("formats experience and location with their fallbacks", () => {
    expect(formatExperience(2, 5)).toBe("2-5 years");
    expect(formatExperience(null, null)).toBe("Experience not specified");
    // One number typed on Post a Job is stored as both ends.
    expect(formatExperience(3, 3)).toBe("3 years");
    expect(formatExperience(1, 1)).toBe("1 year");
    expect(formatExperience(2, null)).toBe("2+ years");
    expect(formatExperience(null, 5)).toBe("Up to 5 years");
    expect(formatLocation("Bengaluru", "Karnataka")).toBe("Bengaluru, Karnataka");
    expect(formatLocation(null, " ")).toBe("Location not specified");
  });

  it("marks jobs of the last 7 days as new", () => {
    expect(isNewJob("2026-11-15T12:00:01Z", now)).toBe(true);
    expect(isNewJob("2026-11-14T11:59:59Z", now)).toBe(false);
  });

  it("says relative time in the units of SPEC §9", () => {
    expect(relativeTime("2026-11-21T11:59:30Z", now)).toBe("Just now");
    expect(relativeTime("2026-11-21T11:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-20T12:00:00Z", now)).toBe("1 day ago");
    expect(relativeTime("2026-10-01T12:00:00Z", now)).toBe("1 month ago");
  });

  it("splits skills and colours job types", () => {
    expect(skillList("React, TypeScript ,, Node.js")).toEqual(["React", "TypeScript", "Node.js"]);
    expect(jobTypeTone("Full-time")).toBe("green");
    expect(jobTypeTone("Part-time")).toBe("info");
    expect(jobTypeTone("Contract")).toBe("warning");
    expect(jobTypeTone("Remote")).toBe("primary");
    expect(jobTypeTone("Internship")).toBe("grey");
  });
});
