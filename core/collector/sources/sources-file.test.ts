import { describe, expect, it } from "vitest";
import { parseSources, readSourcesFile } from "./sources-file";

describe("sources file", () => {
  it("reads YAML and JSON lists of { company, type, url, website? }", () => {
    const yaml = `
- company: Acme Robotics
  type: greenhouse
  url: https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true
  website: https://acme.example
- { company: "Kavyā Labs", type: lever, url: "https://api.lever.co/v0/postings/kavya?mode=json" }
`;
    expect(parseSources(yaml, "sources.yaml")).toEqual([
      {
        company: "Acme Robotics",
        type: "greenhouse",
        url: "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true",
        website: "https://acme.example",
      },
      { company: "Kavyā Labs", type: "lever", url: "https://api.lever.co/v0/postings/kavya?mode=json" },
    ]);
    const json = JSON.stringify({
      sources: [
        {
          company: "Chai",
          type: "workable",
          url: "https://apply.workable.com/api/v1/widget/accounts/chai?details=true",
        },
      ],
    });
    expect(parseSources(json, "sources.json")).toHaveLength(1);
  });

  it("names the entry and the field of every problem", () => {
    const yaml = `
- company: Acme
  type: greenhose
  url: https://example.com/jobs
- company: Bravo
  type: lever
- company: ""
  type: ashby
  url: ftp://example.com/jobs
- just a string
- company: Delta
  type: jsonld
  url: https://delta.example/careers
  typ: jsonld
- company: Echo
  type: jsonld
  url: https://example.com/jobs
`;
    expect(() => parseSources(yaml, "sources.yaml")).toThrow(
      [
        "sources.yaml has 7 problem(s):",
        '  entry 1 (Acme): field "type" must be one of greenhouse, lever, ashby, recruitee, workable, jsonld',
        '  entry 2 (Bravo): field "url" is required',
        '  entry 3: field "company" is required',
        '  entry 3: field "url" must be an http:// or https:// address',
        "  entry 4: must be an object with company, type and url",
        '  entry 5 (Delta): unknown field(s) "typ" (allowed: company, type, url, website)',
        '  entry 6 (Echo): field "url" repeats entry 1',
      ].join("\n"),
    );
  });

  it("explains files that are not lists or not parseable", () => {
    expect(() => parseSources("{ nope", "sources.json")).toThrow(/^sources\.json is not valid JSON/);
    expect(() => parseSources("company: Acme", "sources.yaml")).toThrow(
      "sources.yaml must hold a list of sources ({ company, type, url, website? })",
    );
    expect(() => parseSources("[]", "sources.yaml")).toThrow("sources.yaml lists no sources");
    expect(() => readSourcesFile("/nonexistent/sources.yaml")).toThrow("cannot read /nonexistent/sources.yaml: ENOENT");
  });
});
