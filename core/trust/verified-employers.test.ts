import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { createTestApp, requestJson } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";
import { confirmEmailVerificationCode, sendEmailVerificationCode } from "../accounts";
import { signUpEmployer, approveByVerifiedDomain } from "../employers";
import { createJob, setJobOpen, getJob, listMyPostings } from "../jobs";
import { searchJobs } from "../search";
import { addressProvesWebsite, setCompanyVerified, verifyCompanyByDomain } from "./company-verification.service";
import { isFreeMailDomain, isDisposableDomain } from "./email-domains";

withTestDatabase();
const app = createTestApp();
const meta = { ip: "203.0.113.77", userAgent: "test" };
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function employer(email: string, company: string, website: string) {
  const result = await signUpEmployer(
    {
      company_choice: "new",
      name: "Founder",
      email,
      password: "correct horse battery",
      company_name: company,
      company_website: website,
    },
    meta,
  );
  if (!result.ok) throw new Error(result.message);
  return result.user;
}

function job(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    category: "Backend Development",
    job_type: "Full Time",
    job_description: "Build our APIs with a small team.",
    location: "Pune, Maharashtra",
    application_deadline: nextMonth,
    experience: "2-5",
    qualification: "B.Tech",
    link_to_job: "https://careers.kestrel-labs.example/jobs/1",
    salary_range: "1200000-1800000",
    skills: "Go",
    ...overrides,
  };
}

async function mailedCode(email: string): Promise<string> {
  const [mail] = await sql()<
    { message: { text: string } }[]
  >`SELECT message FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`;
  return /code is: (\d{6})/.exec(mail.message.text)![1];
}

async function publicEverywhere(id: number, title: string): Promise<Record<string, boolean>> {
  const feed = await (await app.request("/feed.xml")).text();
  const sitemaps = await (await app.request("/sitemap.xml")).text();
  const jobsSitemap = /sitemap-jobs-\d+\.xml/.exec(sitemaps)?.[0];
  const sitemap = jobsSitemap ? await (await app.request(`/${jobsSitemap}`)).text() : "";
  return {
    search: (await searchJobs({ q: title, page: 1, limit: 6 })).jobs.some((found) => found.id === id),
    feed: feed.includes(title),
    sitemap: sitemap.includes(`/job-details/${id}/`),
    category: (await requestJson(app, "/api/category/backend-development/jobs")).body.some(
      (found: { id: number }) => found.id === id,
    ),
    page: (await getJob(id)) !== undefined,
    api: (await requestJson(app, `/api/job/${id}`)).status === 200,
  };
}

describe("verified employers (issue 27, decision 125)", () => {
  it("free-mail and disposable domains come from the packages and never prove a company", () => {
    expect(isFreeMailDomain("gmail.com")).toBe(true);
    expect(isFreeMailDomain("rediffmail.com")).toBe(true);
    expect(isFreeMailDomain("yahoo.co.in")).toBe(true);
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isFreeMailDomain("infosys.com")).toBe(false);
    expect(addressProvesWebsite("hr@gmail.com", "https://gmail.com")).toBe(false);
    expect(addressProvesWebsite("hr@kestrel-labs.example", "https://www.kestrel-labs.example/about")).toBe(true);
    expect(addressProvesWebsite("hr@mail.kestrel-labs.example", "https://kestrel-labs.example")).toBe(true);
    expect(addressProvesWebsite("hr@kestrel-labs.example.evil.example", "https://kestrel-labs.example")).toBe(false);
  });

  it("holds a new company's jobs out of every public list until it proves its domain, then releases them at once", async () => {
    await loadDemoData(sql(), { jobs: 5, companies: 2 });
    // Demo companies are verified by the board.
    const [demo] = await sql()<
      { verified: boolean }[]
    >`SELECT bool_and(verified_at IS NOT NULL) AS verified FROM companies`;
    expect(demo.verified).toBe(true);

    const founder = await employer("founder@kestrel-labs.example", "Kestrel Labs", "https://kestrel-labs.example");
    const actor = { id: founder.id, email: founder.email, role: "employer" as const };
    const created = await createJob(actor, job("Quasar Pipeline Engineer"));
    expect(created.held.map((reason) => reason.code)).toEqual(["unverified_company"]);
    expect(await publicEverywhere(created.id, "Quasar Pipeline Engineer")).toEqual({
      search: false,
      feed: false,
      sitemap: false,
      category: false,
      page: false,
      api: false,
    });
    const [mine] = await listMyPostings(actor);
    expect(mine).toMatchObject({ id: created.id, state: "pending", heldFor: ["unverified_company"] });
    // Reopening a closed held job does not make it public.
    await setJobOpen(actor, created.id, false);
    await setJobOpen(actor, created.id, true);
    expect((await sql()`SELECT status FROM jobs WHERE id = ${created.id}`)[0].status).toBe("pending");

    // Not proved yet: no verification.
    expect(await verifyCompanyByDomain(founder.id)).toBe(false);
    await sendEmailVerificationCode(founder.id);
    expect(await confirmEmailVerificationCode(founder.id, await mailedCode(founder.email))).toMatchObject({ ok: true });
    await approveByVerifiedDomain(founder.id);
    expect(await publicEverywhere(created.id, "Quasar Pipeline Engineer")).toEqual({
      search: true,
      feed: true,
      sitemap: true,
      category: true,
      page: true,
      api: true,
    });
    expect((await requestJson(app, `/api/job/${created.id}`)).body.companyVerified).toBe(true);

    // A verified company's next job is live at once.
    const next = await createJob(actor, job("Nebula Cache Engineer"));
    expect(next.held).toEqual([]);
    expect((await publicEverywhere(next.id, "Nebula Cache Engineer")).search).toBe(true);

    // Moving the website to another domain takes the verification away.
    const { updateCompanyProfile } = await import("../employers");
    const [company] = await sql()<{ id: number }[]>`SELECT id FROM companies WHERE name = 'Kestrel Labs'`;
    await updateCompanyProfile(actor, company.id, {
      company_name: "Kestrel Labs",
      company_website: "https://infosys.com",
    });
    expect((await createJob(actor, job("Third Role"))).held.map((reason) => reason.code)).toContain(
      "unverified_company",
    );
  });

  it("a free-mail employer is never verified by proving the address; an admin can verify the company", async () => {
    const founder = await employer("kestrel.hiring@gmail.com", "Gmail Hiring Co", "https://gmail.com");
    const actor = { id: founder.id, email: founder.email, role: "employer" as const };
    const created = await createJob(actor, job("Free Mail Role", { link_to_job: "https://gmail.com/jobs" }));
    await sendEmailVerificationCode(founder.id);
    await confirmEmailVerificationCode(founder.id, await mailedCode(founder.email));
    await approveByVerifiedDomain(founder.id);
    expect((await sql()`SELECT status FROM jobs WHERE id = ${created.id}`)[0].status).toBe("pending");

    const [company] = await sql()<
      { id: number }[]
    >`SELECT company_id AS id FROM company_members WHERE user_id = ${founder.id}`;
    await expect(setCompanyVerified(actor, company.id, true)).rejects.toMatchObject({ kind: "forbidden" });
    const [admin] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, role) VALUES ('root@board.example', 'admin') RETURNING id`;
    await setCompanyVerified({ id: admin.id, email: "root@board.example", role: "admin" }, company.id, true);
    expect((await sql()`SELECT status FROM jobs WHERE id = ${created.id}`)[0].status).toBe("open");
  });

  it("a sign-up cannot claim an existing company: joining one waits for approval", async () => {
    const [demo] = await sql()<{ id: number }[]>`SELECT id FROM companies WHERE verified_how = 'board' LIMIT 1`;
    const result = await signUpEmployer(
      {
        company_choice: "existing",
        company_id: demo.id,
        name: "Claimer",
        email: "claimer@elsewhere.example",
        password: "correct horse battery",
      } as never,
      meta,
    );
    expect(result).toMatchObject({ ok: true, membership: "pending" });
  });
});

describe("leaving the board safely (issue 27, decision 128)", () => {
  it("redirects for verified companies and collected jobs; any other gets a page naming the domain", async () => {
    const { applyDecision } = await import("../jobs");
    const founder = await employer("boss@unproved-co.example", "Unproved Co", "https://unproved-co.example");
    const [admin] = await sql()<{ id: number }[]>`SELECT id FROM users WHERE role = 'admin' LIMIT 1`;
    const created = await createJob(
      { id: founder.id, email: founder.email, role: "employer" },
      job("Leaving Role", { link_to_job: "https://jobs.unproved-co.example/apply" }),
    );
    // Held: not found, as on its page.
    expect(await applyDecision(created.id)).toEqual({ kind: "missing" });
    // Approved by hand while the company stays unverified: the interstitial.
    await sql()`UPDATE jobs SET status = 'open' WHERE id = ${created.id}`;
    expect(await applyDecision(created.id)).toEqual({
      kind: "interstitial",
      url: "https://jobs.unproved-co.example/apply",
      domain: "jobs.unproved-co.example",
      jobPath: `/job-details/${created.id}/leaving-role`,
    });
    const [company] = await sql()<{ id: number }[]>`SELECT company_id AS id FROM jobs WHERE id = ${created.id}`;
    await setCompanyVerified({ id: admin.id, email: "root@board.example", role: "admin" }, company.id, true);
    expect(await applyDecision(created.id)).toEqual({
      kind: "redirect",
      url: "https://jobs.unproved-co.example/apply",
      jobPath: `/job-details/${created.id}/leaving-role`,
    });
    // A collected job redirects whatever its company.
    await sql()`UPDATE companies SET verified_at = NULL WHERE id = ${company.id}`;
    await sql()`UPDATE jobs SET source = 'greenhouse' WHERE id = ${created.id}`;
    expect((await applyDecision(created.id)).kind).toBe("redirect");
    // Closed: back to its page; deleted: missing.
    await sql()`UPDATE jobs SET status = 'closed' WHERE id = ${created.id}`;
    expect(await applyDecision(created.id)).toEqual({
      kind: "none",
      jobPath: `/job-details/${created.id}/leaving-role`,
    });
    await sql()`UPDATE jobs SET deleted_at = now() WHERE id = ${created.id}`;
    expect(await applyDecision(created.id)).toEqual({ kind: "missing" });
    expect(await applyDecision(2_000_000_000)).toEqual({ kind: "missing" });
  });
});
