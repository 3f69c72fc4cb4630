import { describe, expect, it } from "vitest";
import { forgetDirectory } from "../../../core/companies";
import { sql } from "../../../db/client";
import { employerToken } from "../../../tests/fixtures/employer-accounts";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

/**
 * Issue 45 point 3 (decision 191): a company says whether it sponsors work visas on its profile; the search counts and
 * filters its jobs by it (a declared facet), and the company directory its companies.
 */
withTestDatabase();
const app = createTestApp();
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const employer = (email: string, company: string) =>
  employerToken(email, company, { verified: true, ip: "203.0.113.45" });

function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return requestJson(app, path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const job = (title: string, link: string) => ({
  title,
  category: "Backend Development",
  job_type: "Full Time",
  job_description: "Build it.",
  location: "Bengaluru, Karnataka",
  application_deadline: nextMonth,
  experience: "2-5",
  qualification: "Any",
  link_to_job: link,
  salary_range: "2000000-3000000",
});

const counts = (list: { value: string; count: number }[]) =>
  Object.fromEntries(list.map((item) => [item.value, item.count]));
const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((item) => item.title).sort();

describe("visa sponsorship", () => {
  it("is set on the company profile (yes, no, or not said), and kept when a save leaves it out", async () => {
    const token = await employer("a@visaco.example", "VisaCo");
    const base = { company_name: "VisaCo", company_website: "https://visaco.example" };
    expect((await call("GET", "/api/company", token)).body.visaSponsorship).toBeNull();
    const yes = await call("PUT", "/api/company", token, { ...base, company_visa: "yes" });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body.visaSponsorship).toBe(true);
    expect((await call("PUT", "/api/company", token, { ...base, company_city: "Pune" })).body.visaSponsorship).toBe(
      true,
    );
    expect((await call("PUT", "/api/company", token, { ...base, company_visa: "no" })).body.visaSponsorship).toBe(
      false,
    );
    expect((await call("PUT", "/api/company", token, { ...base, company_visa: "" })).body.visaSponsorship).toBeNull();
  });

  it("answers 400 naming company_visa for any other value, changing nothing, and needs the company's own employer", async () => {
    const token = await employer("b@badvisa.example", "BadVisa");
    const base = { company_name: "BadVisa", company_website: "https://badvisa.example" };
    for (const value of ["maybe", true, 1, ["yes"]]) {
      const answer = await call("PUT", "/api/company", token, {
        ...base,
        company_city: "Changed",
        company_visa: value,
      });
      expect(answer.status, String(value)).toBe(400);
      expect(Object.keys(answer.body.errors), String(value)).toContain("company_visa");
    }
    const [row] = await sql()<
      { locality: string | null; visa_sponsorship: boolean | null }[]
    >`SELECT locality, visa_sponsorship FROM companies WHERE name = 'BadVisa'`;
    expect(row).toEqual({ locality: null, visa_sponsorship: null });
    expect((await call("PUT", "/api/company", undefined, { ...base, company_visa: "yes" })).status).toBe(401);
  });

  it("filters and counts the job search and the company directory, following a change of the profile", async () => {
    await sql()`INSERT INTO categories (name, slug) VALUES ('Backend Development', 'backend-development') ON CONFLICT DO NOTHING`;
    const sponsor = await employer("c@sponsorco.example", "SponsorCo");
    const other = await employer("d@stayco.example", "StayCo");
    await call("PUT", "/api/company", sponsor, {
      company_name: "SponsorCo",
      company_website: "https://sponsorco.example",
      company_visa: "yes",
    });
    await call("PUT", "/api/company", other, {
      company_name: "StayCo",
      company_website: "https://stayco.example",
      company_visa: "no",
    });
    for (const [token, title, link] of [
      [sponsor, "Quokka Platform Engineer", "https://sponsorco.example/1"],
      [sponsor, "Quokka Data Engineer", "https://sponsorco.example/2"],
      [other, "Quokka Mobile Engineer", "https://stayco.example/1"],
    ]) {
      const posted = await call("POST", "/api/jobs/", token, job(title, link));
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    }

    const all = await call("GET", "/api/search?q=quokka");
    expect(counts(all.body.facets.visa)).toEqual({ yes: 2, no: 1 });
    expect(all.body.facets.visa.map((item: { label: string }) => item.label)).toEqual([
      "Sponsors visas",
      "No visa sponsorship",
    ]);
    const sponsored = await call("GET", "/api/search?q=quokka&visa=yes");
    expect(titles(sponsored.body)).toEqual(["Quokka Data Engineer", "Quokka Platform Engineer"]);
    // The facet's own counts leave its filter out.
    expect(counts(sponsored.body.facets.visa)).toEqual({ yes: 2, no: 1 });
    expect(titles((await call("GET", "/api/search?q=quokka&visa=no")).body)).toEqual(["Quokka Mobile Engineer"]);
    const bad = await call("GET", "/api/search?q=quokka&visa=perhaps");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("visa must be one of yes, no");

    forgetDirectory();
    const directory = await call("GET", "/api/companies?visa=yes");
    expect(directory.body.companies.map((company: { name: string }) => company.name)).toEqual(["SponsorCo"]);
    expect(directory.body.companies[0].visaSponsorship).toBe(true);
    expect(counts(directory.body.facets.visa)).toMatchObject({ yes: 1, no: 1 });
    expect((await call("GET", "/api/companies?visa=perhaps")).status).toBe(400);

    // The company changes its answer: its jobs follow (the companies trigger notes them for the index).
    await call("PUT", "/api/company", sponsor, {
      company_name: "SponsorCo",
      company_website: "https://sponsorco.example",
      company_visa: "no",
    });
    expect((await call("GET", "/api/search?q=quokka&visa=yes")).body.total).toBe(0);
    expect(counts((await call("GET", "/api/search?q=quokka")).body.facets.visa)).toEqual({ no: 3 });
  });
});
