import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { signUpEmployer } from "../../../core/employers";
import { searchJobs } from "../../../core/search";
import { sql } from "../../../db/client";
import { verifyCompanyByDomain } from "../../../core/trust";
import { loadDemoData } from "../../../db/seed/load";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();
const meta = { ip: "203.0.113.9", userAgent: "test" };
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function employer(email: string, company: string): Promise<string> {
  const result = await signUpEmployer(
    {
      company_choice: "new",
      name: "Founder",
      email,
      password: "correct horse battery",
      company_name: company,
      company_website: `https://${company.toLowerCase()}.example`,
    },
    meta,
  );
  if (!result.ok) throw new Error(result.message);
  // A verified employer (issue 27): the address is proved at the company website's domain, so jobs go live at once.
  await sql()`UPDATE users SET email_verified_at = now() WHERE id = ${result.user.id}`;
  await verifyCompanyByDomain(result.user.id);
  return result.session.token;
}

function validJob(overrides: Record<string, unknown> = {}) {
  return {
    title: "Backend Engineer",
    category: "Backend Development",
    job_type: "Full Time",
    job_description: "Build our APIs.\n\nWork with a small team.",
    location: "Bengaluru, Karnataka",
    application_deadline: nextMonth,
    experience: "2-5",
    qualification: "B.Tech or equivalent",
    link_to_job: "https://boards.greenhouse.io/acme/jobs/1",
    salary_range: "1200000-1800000",
    skills: "Go, PostgreSQL",
    ...overrides,
  };
}

function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return requestJson(app, path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("job writes (SPEC §7 POST /jobs/, PUT and DELETE /job/{id}, GET /user/jobs)", () => {
  it("posts a job that is found at once, edits, closes, reopens and deletes it", async () => {
    await loadDemoData(sql(), { jobs: 5, companies: 2 });
    const token = await employer("founder@acme.example", "Acme");
    const created = await call("POST", "/api/jobs/", token, validJob({ title: "Zanzibarian Rustacean" }));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Job created successfully");
    const id = created.body.id as number;

    const found = await searchJobs({ q: "Zanzibarian Rustacean", page: 1, limit: 6 });
    expect(found.jobs.map((job) => job.id)).toEqual([id]);
    // At once in the feed, the sitemap, and the category's and company's lists.
    expect(await (await app.request("/feed.xml")).text()).toContain("Zanzibarian Rustacean");
    const sitemaps = await (await app.request("/sitemap.xml")).text();
    const jobsSitemap = /sitemap-jobs-\d+\.xml/.exec(sitemaps)![0];
    expect(await (await app.request(`/${jobsSitemap}`)).text()).toContain(`/job-details/${id}/zanzibarian-rustacean`);
    expect(
      (await call("GET", "/api/category/backend-development/jobs", null)).body.map((job: { id: number }) => job.id),
    ).toContain(id);
    expect((await call("GET", "/api/cmp/Acme/jobs", null)).body.map((job: { id: number }) => job.id)).toContain(id);
    const read = await call("GET", `/api/job/${id}`, null);
    expect(read.body).toMatchObject({
      company_name: "Acme",
      category: "Backend Development",
      jobType: "Full-time",
      salaryMin: 1200000,
      minexp: 2,
      maxexp: 5,
    });

    const updated = await call(
      "PUT",
      `/api/job/${id}`,
      token,
      validJob({
        title: "Senior Backend Engineer",
        job_type: "Part Time",
        location: undefined,
        job_location: "Remote",
        link_to_job: undefined,
        job_link: "https://acme.example/jobs/2",
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Job updated successfully");
    expect((await call("GET", `/api/job/${id}`, null)).body).toMatchObject({
      title: "Senior Backend Engineer",
      jobType: "Part-time",
      isRemote: true,
      joburl: "https://acme.example/jobs/2",
    });

    expect((await call("POST", `/api/job/${id}/status`, token, { status: "closed" })).status).toBe(200);
    expect((await call("GET", `/api/job/${id}`, null)).body.status).toBe("closed");
    expect((await call("POST", `/api/job/${id}/status`, token, { status: "open" })).status).toBe(200);

    const mine = await call("GET", "/api/user/jobs", token);
    expect(mine.body.data.map((job: { id: number; state: string }) => [job.id, job.state])).toEqual([[id, "open"]]);

    expect((await call("DELETE", `/api/job/${id}`, token)).status).toBe(200);
    expect((await call("GET", `/api/job/${id}`, null)).status).toBe(404);
    expect((await call("PUT", `/api/job/${id}`, token, validJob())).status).toBe(404);
    const audit = await sql()<
      { action: string }[]
    >`SELECT action FROM audit_log WHERE target_type = 'job' AND target_id = ${String(id)} ORDER BY id`;
    expect(audit.map((row) => row.action)).toEqual([
      "job.create",
      "job.update",
      "job.close",
      "job.reopen",
      "job.delete",
    ]);
  });

  it("stores a currency typed in lower case as its code, which pay bands and salary filters compare", async () => {
    const token = await employer("pay@dollars.example", "Dollars");
    const created = await call(
      "POST",
      "/api/jobs/",
      token,
      validJob({ salary_currency: " usd ", salary_range: "90000-120000" }),
    );
    expect(created.status).toBe(201);
    const read = await call("GET", `/api/job/${created.body.id as number}`, null);
    expect(read.body).toMatchObject({ currency: "USD", salaryCurrency: "USD" });
  });

  it("refuses another company's employer (403), candidates (403) and guests (401)", async () => {
    const owner = await employer("owner@globex.example", "Globex");
    const other = await employer("other@initech.example", "Initech");
    const { id } = (await call("POST", "/api/jobs/", owner, validJob())).body;
    for (const [method, path, body] of [
      ["PUT", `/api/job/${id}`, validJob()],
      ["DELETE", `/api/job/${id}`, undefined],
      ["POST", `/api/job/${id}/status`, { status: "closed" }],
    ] as const) {
      expect((await call(method, path, other, body)).status).toBe(403);
      expect((await call(method, path, null, body)).status).toBe(401);
    }
    const [candidate] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name) VALUES ('cand@example.com', 'Cand') RETURNING id`;
    const candidateToken = (await createSession(candidate.id)).token;
    expect((await call("POST", "/api/jobs/", candidateToken, validJob())).status).toBe(403);
    expect((await call("GET", `/api/job/${id}`, null)).body.title).toBe("Backend Engineer");
  });

  it("answers 400 naming the field for bad input, storing nothing", async () => {
    const token = await employer("hr@hooli.example", "Hooli");
    const cases: [Record<string, unknown>, string][] = [
      [{ link_to_job: "javascript:alert(1)" }, "link_to_job"],
      [{ link_to_job: "data:text/html,hi" }, "link_to_job"],
      [{ application_deadline: "2020-01-01" }, "application_deadline"],
      [{ application_deadline: "2026-02-30" }, "application_deadline"],
      [{ category: "Astrology" }, "category"],
      [{ title: "x".repeat(121) }, "title"],
      [{ title: "" }, "title"],
      [{ job_description: "d".repeat(20_001) }, "job_description"],
      [{ job_type: "Gig" }, "job_type"],
      [{ experience: "lots" }, "experience"],
      [{ salary_range: "-5" }, "salary_range"],
      [{ company_name: "Someone Else" }, "company_name"],
      [{ title: "a\u0000b" }, "title"],
    ];
    for (const [overrides, field] of cases) {
      const answer = await call("POST", "/api/jobs/", token, validJob(overrides));
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
    const [{ count }] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.name = 'Hooli'`;
    expect(count).toBe(0);
  });

  it("keeps markup as text and makes one job of a repeated Idempotency-Key", async () => {
    const token = await employer("hr@pied.example", "Pied");
    const evil = "<script>alert('x')</script><b>bold</b>";
    const first = call("POST", "/api/jobs/", token, validJob({ title: evil, job_description: evil }), {
      "idempotency-key": "form-1",
    });
    const second = call("POST", "/api/jobs/", token, validJob({ title: evil, job_description: evil }), {
      "idempotency-key": "form-1",
    });
    const [a, b] = await Promise.all([first, second]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const job = (await call("GET", `/api/job/${a.body.id}`, null)).body;
    expect(job.title).toBe(evil);
    expect(job.description).toContain("&lt;script&gt;");
    expect(job.description).not.toContain("<script>");
  });
});
