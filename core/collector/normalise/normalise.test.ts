import { describe, expect, it } from "vitest";
import { categorise } from "./category";
import { toIsoDate } from "./dates";
import { mapEmploymentType } from "./employment-type";
import { parseExperience } from "./experience";
import { normaliseLocation } from "./location";
import { cleanSalary, parseSalaryText } from "./salary";
import { sanitiseDescription } from "./sanitise-description";
import { findSkills } from "../../shared/skills";
import { cleanTitle } from "./text";

describe("location", () => {
  it("treats Bangalore and Bengaluru, Gurgaon and Gurugram as one city", () => {
    expect(normaliseLocation({ locations: ["Bangalore, India"] })).toMatchObject({
      locality: "Bengaluru",
      region: "Karnataka",
      country: "IN",
      workplace: "onsite",
    });
    expect(normaliseLocation({ locations: ["Bengaluru"] }).locality).toBe("Bengaluru");
    expect(normaliseLocation({ locations: ["Gurgaon, Haryana"] })).toMatchObject({
      locality: "Gurugram",
      region: "Haryana",
      country: "IN",
    });
    expect(normaliseLocation({ locations: ["Gurugram"] }).locality).toBe("Gurugram");
  });

  it("keeps every location of a multi-city posting and marks remote ones", () => {
    const location = normaliseLocation({ locations: ["Bangalore; Remote - India", "Bengaluru, Karnataka, India"] });
    expect(location).toMatchObject({ locality: "Bengaluru", country: "IN", workplace: "remote" });
    expect(location.address).toBe("Bangalore; Remote - India; Bengaluru, Karnataka, India");
  });

  it("reads world hubs with accents and country names", () => {
    expect(normaliseLocation({ locations: ["Zurich, Switzerland"] })).toMatchObject({
      locality: "Zürich",
      country: "CH",
    });
    expect(normaliseLocation({ locations: ["San Francisco, CA"] })).toMatchObject({
      locality: "San Francisco",
      country: "US",
    });
    expect(normaliseLocation({ locations: ["Remote - United Kingdom"] })).toMatchObject({
      locality: null,
      country: "GB",
      workplace: "remote",
    });
    expect(normaliseLocation({ locations: ["Hybrid – Pune"] })).toMatchObject({
      locality: "Pune",
      workplace: "hybrid",
    });
  });

  it("prefers structured addresses and falls back to India when nothing is known", () => {
    expect(normaliseLocation({ locations: [], addresses: [{ locality: "Bombay", country: "India" }] })).toMatchObject({
      locality: "Mumbai",
      region: "Maharashtra",
      country: "IN",
    });
    expect(
      normaliseLocation({ locations: [], addresses: [{ locality: "Tiruppur", region: "Tamil Nadu", country: "IN" }] }),
    ).toMatchObject({ locality: "Tiruppur", region: "Tamil Nadu", country: "IN" });
    expect(normaliseLocation({ locations: [] })).toMatchObject({
      locality: null,
      country: "IN",
      address: null,
      workplace: "onsite",
    });
  });
});

describe("employment type", () => {
  it("maps every system's spelling onto the spec's types", () => {
    expect(mapEmploymentType("FULL_TIME")).toBe("Full-time");
    expect(mapEmploymentType("FullTime")).toBe("Full-time");
    expect(mapEmploymentType("fulltime_permanent")).toBe("Full-time");
    expect(mapEmploymentType("parttime")).toBe("Part-time");
    expect(mapEmploymentType("Intern")).toBe("Internship");
    expect(mapEmploymentType("fulltime_fixed_term")).toBe("Contract");
    expect(mapEmploymentType("TEMPORARY")).toBe("Temporary");
    expect(mapEmploymentType(undefined, "Summer Intern – Design")).toBe("Internship");
    expect(mapEmploymentType(undefined, "Backend Engineer")).toBe("Full-time");
  });
});

describe("salary", () => {
  it("reads Indian salaries written as text", () => {
    expect(parseSalaryText("₹30,00,000 - ₹45,00,000 per annum")).toEqual({
      min: 3_000_000,
      max: 4_500_000,
      currency: "INR",
      unit: "YEAR",
    });
    expect(parseSalaryText("Salary ₹18 - 24 LPA.")).toEqual({
      min: 1_800_000,
      max: 2_400_000,
      currency: "INR",
      unit: "YEAR",
    });
    expect(parseSalaryText("₹40,000 - ₹55,000 per month")).toEqual({
      min: 40_000,
      max: 55_000,
      currency: "INR",
      unit: "MONTH",
    });
  });

  it("reads other currencies, k suffixes and hourly pay", () => {
    expect(parseSalaryText("$120k–$150k a year")).toEqual({
      min: 120_000,
      max: 150_000,
      currency: "USD",
      unit: "YEAR",
    });
    expect(parseSalaryText("€50.000 - €65.000")).toEqual({ min: 50_000, max: 65_000, currency: "EUR", unit: null });
    expect(parseSalaryText("USD 40/hour")).toEqual({ min: 40, max: null, currency: "USD", unit: "HOUR" });
  });

  it("refuses text that is not a salary", () => {
    expect(parseSalaryText("Founded in 2019, 40 people")).toBeNull();
    expect(parseSalaryText("Competitive")).toBeNull();
    expect(cleanSalary({ min: 70_000, max: 50_000, currency: "inr", unit: "per-month-salary" })).toEqual({
      min: 50_000,
      max: 70_000,
      currency: "INR",
      unit: "MONTH",
    });
    expect(cleanSalary({ min: Number.NaN })).toBeNull();
  });
});

describe("experience, skills, category, dates, text", () => {
  it("finds experience ranges stated in years", () => {
    expect(parseExperience("5-8 years of backend experience")).toEqual({ min: 5, max: 8 });
    expect(parseExperience("4 to 7 years in SRE")).toEqual({ min: 4, max: 7 });
    expect(parseExperience("Minimum 3 years of experience")).toEqual({ min: 3, max: null });
    expect(parseExperience("2+ years of product design experience")).toEqual({ min: 2, max: null });
    expect(parseExperience("We are 10 years old")).toEqual({ min: null, max: null });
  });

  it("finds vocabulary skills without mistaking English words", () => {
    const skills = findSkills(
      "Backend Engineer",
      "We use Go, PostgreSQL, Node.js and K8s. Let's go to market; react quickly.",
    ).split(", ");
    expect(skills).toEqual(expect.arrayContaining(["Go", "PostgreSQL", "Node.js", "Kubernetes"]));
    expect(skills).not.toContain("React");
    expect(findSkills("Sales Manager", "go get them")).toBe("");
  });

  it("categorises by title, then by department", () => {
    expect(categorise("Senior Backend Engineer & API Lead")).toBe("Backend Development");
    expect(categorise("Data Scientist")).toBe("Data Science");
    expect(categorise("Data Engineer")).toBe("Data Engineering");
    expect(categorise("Engineering Manager, Payments")).toBe("Engineering Management");
    expect(categorise("Site Reliability Engineer")).toBe("DevOps & Cloud");
    expect(categorise("Associate", "Customer Success")).toBe("Customer Success");
    expect(categorise("Chief Happiness Officer")).toBeNull();
  });

  it("reads every date form the sources use", () => {
    expect(toIsoDate(1762819200000)).toBe("2025-11-11T00:00:00.000Z");
    expect(toIsoDate("2026-11-02 10:00:00 UTC")).toBe("2026-11-02T10:00:00.000Z");
    expect(toIsoDate("2026-11-01T10:00:00-04:00")).toBe("2026-11-01T14:00:00.000Z");
    expect(toIsoDate("not a date")).toBeNull();
    expect(toIsoDate("1970-01-01")).toBeNull();
  });

  it("cleans titles and sanitises descriptions", () => {
    expect(cleanTitle("Senior Backend Engineer &amp; <b>API</b> Lead")).toBe("Senior Backend Engineer & API Lead");
    const html = sanitiseDescription(
      `<h1>Role</h1><p onclick="x()">Hi <a href="javascript:alert(1)">a</a> <a href="https://acme.example">b</a></p><script>alert(1)</script><style>p{}</style><img src="https://t.example/p.gif"><iframe src="https://e.example"></iframe>`,
    );
    expect(html).toBe(
      `<h2>Role</h2><p>Hi <a rel="nofollow noopener noreferrer" target="_blank">a</a> <a href="https://acme.example" rel="nofollow noopener noreferrer" target="_blank">b</a></p>`,
    );
  });
});
