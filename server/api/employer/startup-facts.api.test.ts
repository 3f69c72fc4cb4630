import { describe, expect, it } from "vitest";
import { sql } from "../../../db/client";
import { employerToken } from "../../../tests/fixtures/employer-accounts";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

/** Issue 29 (a): a company's startup facts and a job's equity and workplace, with their 'Bad input' rules. */
withTestDatabase();
const app = createTestApp();
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const employer = (email: string, company: string) => employerToken(email, company);

function call(method: string, path: string, token: string, body?: unknown) {
  return requestJson(app, path, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const job = (overrides: Record<string, unknown> = {}) => ({
  title: "Founding Engineer",
  category: "Backend Development",
  job_type: "Full Time",
  job_description: "Build it.",
  location: "Bengaluru, Karnataka",
  application_deadline: nextMonth,
  experience: "2-5",
  qualification: "Any",
  link_to_job: "https://facts.example/jobs/1",
  salary_range: "2000000-3000000",
  ...overrides,
});

describe("company startup facts", () => {
  it("stores stage, size, founded year, remote policy, stack, pitch and links; a fact left out keeps its value", async () => {
    const token = await employer("a@factsco.example", "FactsCo");
    const base = { company_name: "FactsCo", company_website: "https://factsco.example" };
    const saved = await call("PUT", "/api/company", token, {
      ...base,
      company_size: "11-50",
      company_stage: "series-a",
      company_founded: 2019,
      company_remote_policy: "hybrid",
      company_tech_stack: "Go, PostgreSQL, go, React",
      company_pitch: "Payroll for India's shops",
      company_linkedin: "https://www.linkedin.com/company/factsco",
      company_careers: "https://factsco.example/careers",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      size: "11-50",
      stage: "series-a",
      foundedYear: 2019,
      remotePolicy: "hybrid",
      techStack: ["Go", "PostgreSQL", "React"],
      pitch: "Payroll for India's shops",
      linkedinUrl: "https://www.linkedin.com/company/factsco",
      careersUrl: "https://factsco.example/careers",
    });
    const again = await call("PUT", "/api/company", token, { ...base, company_size: "11-50", company_city: "Pune" });
    expect(again.body).toMatchObject({ stage: "series-a", foundedYear: 2019, city: "Pune" });
    const cleared = await call("PUT", "/api/company", token, { ...base, company_stage: "" });
    expect(cleared.body.stage).toBeNull();
  });

  it("answers 400 naming the field for unknown values, a future founding year or a foreign LinkedIn address, storing nothing", async () => {
    const token = await employer("b@badfacts.example", "BadFacts");
    const base = { company_name: "BadFacts", company_website: "https://badfacts.example" };
    const cases: [Record<string, unknown>, string][] = [
      [{ company_stage: "series-z" }, "company_stage"],
      [{ company_size: "12-49" }, "company_size"],
      [{ company_remote_policy: "sometimes" }, "company_remote_policy"],
      [{ company_founded: new Date().getUTCFullYear() + 1 }, "company_founded"],
      [{ company_founded: "old" }, "company_founded"],
      [{ company_linkedin: "https://evil.example/linkedin.com" }, "company_linkedin"],
      [{ company_careers: "javascript:alert(1)" }, "company_careers"],
      [{ company_tech_stack: Array.from({ length: 21 }, (_, index) => `tech${index}`) }, "company_tech_stack"],
      [{ company_pitch: "p".repeat(141) }, "company_pitch"],
    ];
    for (const [overrides, field] of cases) {
      const answer = await call("PUT", "/api/company", token, { ...base, company_city: "Changed", ...overrides });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
    const [row] = await sql()<
      { locality: string | null; funding_stage: string | null }[]
    >`SELECT locality, funding_stage FROM companies WHERE name = 'BadFacts'`;
    expect(row).toEqual({ locality: null, funding_stage: null });
  });
});

describe("job equity and workplace", () => {
  it("stores equity ranges, 'none' and the workplace", async () => {
    await sql()`INSERT INTO categories (name, slug) VALUES ('Backend Development', 'backend-development') ON CONFLICT DO NOTHING`;
    const token = await employer("c@equityco.example", "EquityCo");
    const posted = await call("POST", "/api/jobs/", token, job({ equity: "0.1-0.5", workplace: "hybrid" }));
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const none = await call(
      "POST",
      "/api/jobs/",
      token,
      job({ equity: "none", link_to_job: "https://facts.example/jobs/2" }),
    );
    const rows = await sql()<{ equity_min: number | null; equity_max: number | null; workplace: string }[]>`
      SELECT equity_min, equity_max, workplace FROM jobs WHERE id IN (${posted.body.id}, ${none.body.id}) ORDER BY id`;
    expect(rows).toEqual([
      { equity_min: 0.1, equity_max: 0.5, workplace: "hybrid" },
      { equity_min: 0, equity_max: 0, workplace: "onsite" },
    ]);
  });

  it("answers 400 naming the field for reversed, over-100 or unreadable equity and an unknown workplace, storing nothing", async () => {
    const token = await employer("d@badequity.example", "BadEquity");
    const cases: [Record<string, unknown>, string][] = [
      [{ equity: "0.5-0.1" }, "equity"],
      [{ equity: "50-150" }, "equity"],
      [{ equity: "120" }, "equity"],
      [{ equity: "lots" }, "equity"],
      [{ workplace: "moon" }, "workplace"],
    ];
    for (const [overrides, field] of cases) {
      const answer = await call("POST", "/api/jobs/", token, job(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
    const [{ count }] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.name = 'BadEquity'`;
    expect(count).toBe(0);
  });
});
