import { describe, expect, it } from "vitest";
import { ashbyPosting } from "../adapters/ashby";
import { jsonLdPosting } from "../adapters/jsonld-extract";
import { equityOf, normalisePosting } from "./normalise-posting";

describe("the collector's startup facts (issue 29)", () => {
  it("reads equity from Ashby's EquityPercentage component and from a sentence naming equity", () => {
    const ashby = ashbyPosting({
      id: "a1",
      title: "Engineer",
      compensation: {
        summaryComponents: [
          { compensationType: "Salary", minValue: 100, maxValue: 200, currencyCode: "USD", interval: "1 YEAR" },
          { compensationType: "EquityPercentage", minValue: 0.1, maxValue: 0.4 },
        ],
      },
    });
    expect(normalisePosting(ashby, "https://jobs.ashbyhq.com/x")).toMatchObject({ equityMin: 0.1, equityMax: 0.4 });
    expect(equityOf({}, "Great team. We offer 0.2% - 0.8% equity (ESOPs). Apply now.")).toEqual({ min: 0.2, max: 0.8 });
    expect(equityOf({}, "ESOPs of 0.25% vesting over four years.")).toEqual({ min: 0.25, max: 0.25 });
    expect(equityOf({}, "Growth of 200% last year.")).toBeNull();
    expect(equityOf({ equity: { min: 5, max: 1 } }, "")).toBeNull();
    expect(equityOf({ equity: { min: 10, max: 150 } }, "")).toBeNull();
  });

  it("reads a JSON-LD hiringOrganization's founding year, head count and LinkedIn page", () => {
    const posting = jsonLdPosting(
      {
        "@type": "JobPosting",
        title: "Engineer",
        hiringOrganization: {
          name: "X",
          foundingDate: "2018-04-01",
          numberOfEmployees: { "@type": "QuantitativeValue", minValue: 11, maxValue: 50 },
          sameAs: ["https://x.example", "https://www.linkedin.com/company/x"],
        },
      },
      "https://x.example/jobs/1",
      "https://x.example/jobs/1",
    );
    expect(posting.companyFacts).toEqual({
      foundedYear: 2018,
      teamSize: "11-50",
      linkedinUrl: "https://www.linkedin.com/company/x",
    });
    expect(
      jsonLdPosting({ "@type": "JobPosting", title: "E", hiringOrganization: { name: "Y" } }, "u", "u").companyFacts,
    ).toBeUndefined();
  });
});
