import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { createTestApp, requestJson } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";
import { signUpEmployer } from "../employers";
import { applyDecision } from "../jobs";
import { companyVerificationState, setCompanyVerified } from "./company-verification.service";

/**
 * Issue 43, decision 160: what a hostile employer does with verification and domains. Every employer step
 * goes through the HTTP API an employer uses (sign-up through its service, as the form does).
 */
withTestDatabase();
const app = createTestApp();
let signUps = 0;
/** Each sign-up from its own address: the sign-up limit per address is not what these tests are about. */
const meta = () => ({ ip: `203.0.113.${(signUps += 1)}`, userAgent: "test" });
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await loadDemoData(sql(), { jobs: 5, companies: 2 });
});

function call(method: string, path: string, token: string, body?: unknown) {
  return requestJson(app, path, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function job(title: string, link: string) {
  return {
    title,
    category: "Backend Development",
    job_type: "Full Time",
    job_description: "Build our APIs with a small team.",
    location: "Pune, Maharashtra",
    application_deadline: nextMonth,
    experience: "2-5",
    qualification: "B.Tech",
    link_to_job: link,
    salary_range: "1200000-1800000",
    skills: "Go",
  };
}

/** Signs up through 'I am hiring' and proves the address with the mailed code, over HTTP. */
async function provedEmployer(email: string, company: string, website: string) {
  const result = await signUpEmployer(
    {
      company_choice: "new",
      name: "Founder",
      email,
      password: "correct horse battery",
      company_name: company,
      company_website: website,
    },
    meta(),
  );
  if (!result.ok) throw new Error(result.message);
  const token = result.session.token;
  expect((await call("POST", "/api/account/code", token)).status).toBe(200);
  const [mail] = await sql()<
    { message: { text: string } }[]
  >`SELECT message FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`;
  const code = /code is: (\d{6})/.exec(mail.message.text)![1];
  expect((await call("POST", "/api/account/email/verify", token, { code })).status).toBe(200);
  const [member] = await sql()<
    { company_id: number }[]
  >`SELECT company_id FROM company_members WHERE user_id = ${result.user.id}`;
  return { token, user: result.user, companyId: member.company_id };
}

async function verified(companyId: number): Promise<boolean> {
  const [row] = await sql()<
    { verified: boolean }[]
  >`SELECT verified_at IS NOT NULL AS verified FROM companies WHERE id = ${companyId}`;
  return row.verified;
}

async function statusOf(jobId: number): Promise<string> {
  return (await sql()<{ status: string }[]>`SELECT status FROM jobs WHERE id = ${jobId}`)[0].status;
}

async function posted(token: string, title: string, link: string): Promise<number> {
  const created = await call("POST", "/api/jobs/", token, job(title, link));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

describe("verification proves a registrable domain (issue 43 point 2)", () => {
  it("a public suffix never verifies: https://co.in is refused as a website, and one stored earlier proves nothing", async () => {
    const attempt = await signUpEmployer(
      {
        company_choice: "new",
        name: "Boss",
        email: "boss@anything.co.in",
        password: "correct horse battery",
        company_name: "Suffix Co",
        company_website: "https://co.in",
      },
      meta(),
    );
    expect(attempt).toMatchObject({ ok: false, errors: { company_website: expect.stringContaining("public suffix") } });
    // Nothing half-stored: neither the account nor the company.
    expect(await sql()`SELECT 1 FROM users WHERE email = 'boss@anything.co.in'`).toHaveLength(0);
    expect(await sql()`SELECT 1 FROM companies WHERE name = 'Suffix Co'`).toHaveLength(0);

    // The attack as found: an address at anything.co.in proved by its code, the website co.in.
    const boss = await provedEmployer("boss@anything.co.in", "Suffix Co", "https://anything.co.in");
    await sql()`UPDATE companies SET website = 'https://co.in' WHERE id = ${boss.companyId}`;
    const id = await posted(boss.token, "Suffix Role", "https://co.in/jobs/1");
    expect(await verified(boss.companyId)).toBe(false);
    expect(await statusOf(id)).toBe("pending");
    expect(await applyDecision(id)).toEqual({ kind: "missing" });
  });

  it("private suffixes (github.io, vercel.app) never verify by e-mail; one owner's registrable domain does", async () => {
    const pages = await provedEmployer("boss@acme.github.io", "Pages Co", "https://acme.github.io");
    await posted(pages.token, "Pages Role", "https://acme.github.io/jobs");
    expect(await verified(pages.companyId)).toBe(false);
    expect((await companyVerificationState(pages.user.id))?.websiteRefusal).toContain("shared hosting");

    const vercel = await provedEmployer("hr@mail.kestrel.vercel.app", "Vercel Co", "https://kestrel.vercel.app");
    await posted(vercel.token, "Vercel Role", "https://kestrel.vercel.app/jobs");
    expect(await verified(vercel.companyId)).toBe(false);

    // An address on a subdomain of the website's registrable domain is the same owner.
    const real = await provedEmployer("hr@mail.realco.co.in", "Real Co", "https://careers.realco.co.in/");
    const id = await posted(real.token, "Real Role", "https://careers.realco.co.in/jobs/1");
    expect(await verified(real.companyId)).toBe(true);
    expect(await statusOf(id)).toBe("open");
  });

  it("bad websites (trailing dots, mixed case, punycode, Unicode public suffixes) get a 4xx naming the refusal and change nothing", async () => {
    const owner = await provedEmployer("hr@steady.example", "Steady Co", "https://steady.example");
    for (const website of [
      "https://CO.IN.",
      "https://co.in./careers",
      "https://GitHub.IO",
      "https://xn--55qx5d.cn",
      "https://公司.cn",
      "https://vercel.app.",
    ]) {
      const answer = await call("PUT", "/api/company", owner.token, {
        company_name: "Steady Co",
        company_website: website,
      });
      expect(answer.status, website).toBe(400);
      expect(JSON.stringify(answer.body), website).toContain("public suffix");
    }
    const [row] = await sql()<{ website: string }[]>`SELECT website FROM companies WHERE id = ${owner.companyId}`;
    expect(row.website).toBe("https://steady.example");
    // The same domain written with a trailing dot and in capitals is the same domain: still verified.
    await posted(owner.token, "Steady Role", "https://steady.example/jobs");
    expect(await verified(owner.companyId)).toBe(true);
    expect(
      (
        await call("PUT", "/api/company", owner.token, {
          company_name: "Steady Co",
          company_website: "https://WWW.Steady.Example./",
        })
      ).status,
    ).toBe(200);
    expect(await verified(owner.companyId)).toBe(true);
  });
});

describe("holds keep their reasons (issue 43 point 3)", () => {
  it("the side door: website away, a held job, website back, a clean job: the held job stays held and /apply never redirects", async () => {
    const boss = await provedEmployer("boss@kestrel-labs.example", "Kestrel Labs", "https://kestrel-labs.example");
    const first = await posted(boss.token, "Kestrel First", "https://kestrel-labs.example/jobs/1");
    expect(await verified(boss.companyId)).toBe(true);
    expect(await statusOf(first)).toBe("open");

    // 1. The website moves to another domain: the company is unverified, its open job held, its employers told.
    const away = await call("PUT", "/api/company", boss.token, {
      company_name: "Kestrel Labs",
      company_website: "https://other-domain.example",
    });
    expect(away.status).toBe(200);
    expect(await verified(boss.companyId)).toBe(false);
    expect(await statusOf(first)).toBe("pending");
    expect(await applyDecision(first)).toEqual({ kind: "missing" });
    const [told] = await sql()<
      { subject: string }[]
    >`SELECT subject FROM mail_outbox WHERE recipient = 'boss@kestrel-labs.example' ORDER BY id DESC LIMIT 1`;
    expect(told.subject).toBe("Kestrel Labs is no longer a verified employer");

    // 2. A job whose apply link is on that other domain: held (as 'unverified company').
    const smuggled = await posted(boss.token, "Kestrel Smuggled", "https://other-domain.example/apply");
    expect(await statusOf(smuggled)).toBe("pending");

    // 3. The website back, 4. any clean job: verified again.
    expect(
      (
        await call("PUT", "/api/company", boss.token, {
          company_name: "Kestrel Labs",
          company_website: "https://kestrel-labs.example",
        })
      ).status,
    ).toBe(200);
    const clean = await posted(boss.token, "Kestrel Clean", "https://kestrel-labs.example/jobs/3");
    expect(await verified(boss.companyId)).toBe(true);
    expect(await statusOf(clean)).toBe("open");
    // The job open before the change is back; the smuggled one is still held, for its apply link.
    expect(await statusOf(first)).toBe("open");
    expect(await statusOf(smuggled)).toBe("pending");
    const [review] = await sql()<
      { reasons: { code: string; detail: string }[] }[]
    >`SELECT reasons FROM job_reviews WHERE job_id = ${smuggled}`;
    expect(review.reasons.map((reason) => reason.code)).toEqual(["apply_domain"]);
    expect(await applyDecision(smuggled)).toEqual({ kind: "missing" });
    expect((await requestJson(app, `/api/job/${smuggled}`)).status).toBe(404);
  });

  it("reopening screens the job again: an apply link edited while it was closed is held", async () => {
    const boss = await provedEmployer("boss@plover.example", "Plover", "https://plover.example");
    const id = await posted(boss.token, "Plover Role", "https://plover.example/jobs/1");
    expect(await statusOf(id)).toBe("open");
    expect((await call("POST", `/api/job/${id}/status`, boss.token, { status: "closed" })).status).toBe(200);
    expect(
      (await call("PUT", `/api/job/${id}`, boss.token, job("Plover Role", "https://elsewhere-entirely.example/apply")))
        .status,
    ).toBe(200);
    expect((await call("POST", `/api/job/${id}/status`, boss.token, { status: "open" })).status).toBe(200);
    expect(await statusOf(id)).toBe("pending");
    const [review] = await sql()<
      { reasons: { code: string }[] }[]
    >`SELECT reasons FROM job_reviews WHERE job_id = ${id}`;
    expect(review.reasons.map((reason) => reason.code)).toEqual(["apply_domain"]);
    expect(await applyDecision(id)).toEqual({ kind: "missing" });
  });

  it("an apply link on the current website's domain or an ATS is released on verification; reports are kept", async () => {
    const boss = await provedEmployer("boss@osprey.example", "Osprey", "https://osprey.example");
    const [company] = await sql()<{ id: number }[]>`SELECT id FROM companies WHERE name = 'Osprey'`;
    // Held before the address was proved (the code flow runs at the next post): an ATS link and an own-domain one.
    await sql()`UPDATE users SET email_verified_at = NULL WHERE id = ${boss.user.id}`;
    const ats = await posted(boss.token, "Osprey ATS", "https://boards.greenhouse.io/osprey/jobs/1");
    const own = await posted(boss.token, "Osprey Own", "https://jobs.osprey.example/1");
    const reported = await posted(boss.token, "Osprey Reported", "https://osprey.example/jobs/9");
    await sql()`UPDATE job_reviews SET reasons = reasons || '[{"code":"reported_money","detail":"3 reports"}]'::jsonb WHERE job_id = ${reported}`;
    const [admin] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, role) VALUES ('root@osprey-board.example', 'admin') RETURNING id`;
    await setCompanyVerified({ id: admin.id, email: "root@osprey-board.example", role: "admin" }, company.id, true);
    expect(await statusOf(ats)).toBe("open");
    expect(await statusOf(own)).toBe("open");
    expect(await statusOf(reported)).toBe("pending");
    const [review] = await sql()<
      { reasons: { code: string }[] }[]
    >`SELECT reasons FROM job_reviews WHERE job_id = ${reported}`;
    expect(review.reasons.map((reason) => reason.code)).toEqual(["reported_money"]);
  });

  it("an admin taking a company's verification away holds its open jobs and tells its employers", async () => {
    const boss = await provedEmployer("boss@heron.example", "Heron", "https://heron.example");
    const open = await posted(boss.token, "Heron Role", "https://heron.example/jobs/1");
    expect(await statusOf(open)).toBe("open");
    const [admin] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, role) VALUES ('root@heron-board.example', 'admin') RETURNING id`;
    await setCompanyVerified({ id: admin.id, email: "root@heron-board.example", role: "admin" }, boss.companyId, false);
    expect(await statusOf(open)).toBe("pending");
    expect(
      await sql()`SELECT 1 FROM mail_outbox WHERE recipient = 'boss@heron.example' AND subject = 'Heron is no longer a verified employer'`,
    ).toHaveLength(1);
  });
});

describe("look-alike domains (issue 43 point 5)", () => {
  it("a website in mixed scripts is not verified by an address at its punycode form: an admin must", async () => {
    // https://еmp2corp.test with a Cyrillic е; its punycode form is xn--mp2corp-6gg.test.
    const boss = await provedEmployer("boss@xn--mp2corp-6gg.test", "Emp2 Corp", "https://еmp2corp.test");
    const id = await posted(boss.token, "Emp2 Role", "https://еmp2corp.test/jobs/1");
    expect(await verified(boss.companyId)).toBe(false);
    expect(await statusOf(id)).toBe("pending");
    const state = await companyVerificationState(boss.user.id);
    expect(state?.websiteRefusal).toContain("mixes alphabets");
    expect(state?.websiteDomain).toBe("xn--mp2corp-6gg.test");

    // A single-script Unicode domain is an ordinary domain.
    const munich = await provedEmployer("hr@xn--mnchen-3ya.test", "Munich Co", "https://münchen.test");
    await posted(munich.token, "Munich Role", "https://münchen.test/jobs/1");
    expect(await verified(munich.companyId)).toBe(true);
  });
});
