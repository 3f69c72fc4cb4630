import { describe, expect, it } from "vitest";
import { toJobView, type JobRecord } from "../../core/jobs/browser";
import { jobPostingJsonLd, schemaEmploymentType, serializeJsonLd } from "./json-ld";

const record: JobRecord = {
  id: 42,
  title: "Senior </script><script>alert(1)</script> Engineer",
  description: "Build things.\n\nShip <b>fast</b> & well.",
  skills: "Go, SQL",
  employmentType: "Full-time",
  workplace: "onsite",
  address: "1 MG Road",
  locality: "Bengaluru",
  region: "Karnataka",
  country: "IN",
  postalCode: "560001",
  minExperience: 3,
  maxExperience: 6,
  salaryMin: 1_500_000,
  salaryMax: 2_500_000,
  salaryCurrency: "INR",
  salaryUnit: "YEAR",
  education: "Any graduate",
  jobUrl: "https://acme.example/jobs/42",
  status: "open",
  datePosted: "2026-11-01T00:00:00.000Z",
  validThrough: "2027-01-15T23:59:59.000Z",
  closesAt: "2026-12-31T00:00:00.000Z",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  companyId: 1,
  companyName: "Acme",
  companySlug: "acme",
  companyWebsite: "https://acme.example",
  companyLogoUrl: "/logos/acme.svg",
  companyAddress: null,
  companyLocality: null,
  companyDescription: null,
  categoryName: "Software Engineering",
};

describe("JobPosting JSON-LD", () => {
  it("carries every property search engines read, validThrough when the job really closes, and the SPEC defaults", () => {
    const data = jobPostingJsonLd(toJobView(record), "https://jobs.example");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-11-01T00:00:00.000Z",
      validThrough: "2026-12-31T00:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Acme",
        sameAs: "https://acme.example/",
        logo: "https://jobs.example/logos/acme.svg",
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Bengaluru",
          addressRegion: "Karnataka",
          addressCountry: "IN",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 1_500_000, maxValue: 2_500_000, unitText: "YEAR" },
      },
      identifier: { "@type": "PropertyValue", value: "42" },
      directApply: false,
    });
    // A description with markup is stored HTML: its text goes out, never its escaped tags.
    expect(data.description).toBe("<p>Build things.</p><p>Ship fast &amp; well.</p>");
    expect(
      jobPostingJsonLd(
        toJobView({ ...record, description: "Build things.\n\nShip fast & well." }),
        "https://jobs.example",
      ).description,
    ).toBe("<p>Build things.</p><p>Ship fast &amp; well.</p>");
  });

  it("says validThrough only when the job really closes then (decision 158): never a guessed date", () => {
    expect(
      jobPostingJsonLd(toJobView({ ...record, validThrough: null, closesAt: null }), "https://jobs.example"),
    ).not.toHaveProperty("validThrough");
  });

  it("says TELECOMMUTE with an applicant country for remote jobs, and defaults the rest", () => {
    const data = jobPostingJsonLd(
      toJobView({ ...record, workplace: "remote", employmentType: "Weird", country: "" }),
      "https://jobs.example",
    );
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "IN" });
    expect(data.jobLocation).toBeUndefined();
    expect(data.employmentType).toBe("FULL_TIME");
    expect(schemaEmploymentType("Internship")).toBe("INTERN");
    expect(schemaEmploymentType("Contract")).toBe("CONTRACTOR");
  });

  it("is escaped so that no job text can end the script element", () => {
    const text = serializeJsonLd(
      jobPostingJsonLd(toJobView({ ...record, description: "a\u2028b\u2029c <!-- x" }), "https://jobs.example"),
    );
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(text).not.toContain("</script");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).toContain("\\u2028");
    expect(JSON.parse(text).title).toBe(record.title);
  });
});
