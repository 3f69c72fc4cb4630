import { stillHiringToken } from "../../core/trust";
import { createServer, type Server } from "node:http";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../config/env";
import { signLinkToken } from "../../core/alerts";
import { createSession, hashPassword, CSRF_COOKIE, CSRF_HEADER, issueCsrfToken } from "../../core/accounts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/setup/test-smtp-server";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { sql } from "../../db/client";
import { pdfResume, pngBytes } from "../../tests/factories/resume-files";
import { ContractChecker, type CallInput } from "../../tests/helpers/openapi-contract";
import { createTestApp } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";

/**
 * The contract test (issue 14, docs/decisions/094): every operation of the document the server serves at
 * /api/openapi.json is called with valid input and with invalid input on the real app and PostgreSQL, and every
 * answer must have a status the operation declares and a body that matches its declared schema.
 */
withTestDatabase();
const app = createTestApp();
let contract: ContractChecker;
let smtp: TestSmtpServer;
let jwks: Server;
let googleKey: CryptoKey;
const GOOGLE_CLIENT = "contract-test.apps.googleusercontent.com";
const users = {} as Record<"candidate" | "employer" | "admin" | "other", { id: number; token: string }>;
const jobIds: number[] = [];
let ip = 0;

/** Per-address limits would otherwise meet each other's calls: every call speaks from an address of its own. */
const call = (operationId: string, input: CallInput = {}) =>
  contract.call(operationId, {
    ...input,
    headers: { "x-forwarded-for": `198.51.100.${(ip = (ip % 250) + 1)}`, ...input.headers },
  });
const as = (who: keyof typeof users, input: CallInput = {}) => ({ ...input, token: users[who].token });

async function user(email: string, role: "candidate" | "employer" | "admin") {
  const [row] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, role, email_verified_at) VALUES (${email}, 'Contract User', ${role}, now()) RETURNING id`;
  await sql()`INSERT INTO candidate_profiles (user_id, name, email, skills) VALUES (${row.id}, 'Contract User', ${email}, 'Python')`;
  return { id: row.id, token: (await createSession(row.id)).token };
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const keys = await generateKeyPair("RS256");
  googleKey = keys.privateKey as CryptoKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "contract", alg: "RS256", use: "sig" };
  jwks = createServer((_, res) =>
    res.setHeader("content-type", "application/json").end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
  overrideEnv({
    TRUST_PROXY: true,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://board.example.in",
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${(jwks.address() as { port: number }).port}/certs`,
  });
  jobIds.push(
    ...(await insertFixtureJobs(sql(), [
      { title: "Python Developer", company: "Nimbus Pay", category: "Software Engineering", skills: "Python, Django" },
      { title: "Senior Python Engineer", company: "Nimbus Pay", category: "Software Engineering", skills: "Python" },
      { title: "Product Designer", company: "Orbit Cloud", category: "UX/UI Design", skills: "Figma" },
    ])),
  );
  for (const role of ["candidate", "employer", "admin"] as const)
    users[role] = await user(`${role}@contract.example`, role);
  users.other = await user("other@contract.example", "candidate");
  const [company] = await sql()<{ id: number }[]>`SELECT id FROM companies WHERE slug = 'nimbus-pay'`;
  await sql()`INSERT INTO company_members (company_id, user_id, status) VALUES (${company.id}, ${users.employer.id}, 'approved')`;
  const document = await (await app.request("/api/openapi.json")).json();
  contract = new ContractChecker(document, (path, init) => app.request(path, init));
});

afterAll(async () => {
  overrideEnv({
    TRUST_PROXY: false,
    SMTP_URL: undefined,
    PUBLIC_URL: undefined,
    GOOGLE_CLIENT_ID: undefined,
    GOOGLE_JWKS_URL: undefined,
  });
  await smtp?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

/** The call's status, after the checker has matched its body against the document. */
const status = async (operationId: string, input?: CallInput) => (await call(operationId, input)).status;

describe("OpenAPI contract: every operation, valid and invalid input, answers as documented", () => {
  it("job reads, search and suggestions", async () => {
    expect(await status("listJobsPage", { params: { page: 0 } })).toBe(200);
    expect(await status("listJobsPage", { params: { page: "first" } })).toBe(400);
    expect(await status("listJobs", { query: { limit: 2 } })).toBe(200);
    expect(await status("listJobs", { query: { limit: 0 } })).toBe(400);
    expect(await status("searchText", { params: { query: "python", page: 0 } })).toBe(200);
    expect(await status("searchText", { params: { query: "python", page: -1 } })).toBe(400);
    expect(await status("getHomepage")).toBe(200);
    expect(await status("getJob", { params: { id: jobIds[0] } })).toBe(200);
    expect(await status("getJob", { params: { id: "abc" } })).toBe(400);
    expect(await status("getJob", { params: { id: 999_999 } })).toBe(404);
    expect(await status("listCategoryJobs", { params: { category: "software-engineering" }, query: { page: 0 } })).toBe(
      200,
    );
    expect(
      await status("listCategoryJobs", { params: { category: "software-engineering" }, query: { limit: 0 } }),
    ).toBe(400);
    expect(await status("listCategoryJobs", { params: { category: "no-such-category" } })).toBe(404);
    expect(await status("listCategories")).toBe(200);
    expect(await status("listCompanyJobs", { params: { company: "nimbus-pay" } })).toBe(200);
    expect(await status("listCompanyJobs", { params: { company: "x".repeat(201) } })).toBe(400);
    expect(await status("listCompanyJobs", { params: { company: "no-such-company" } })).toBe(404);
    expect(
      await status("listRecommendedJobs", {
        params: { category: "software-engineering" },
        query: { exclude: jobIds[0], title: "Python" },
      }),
    ).toBe(200);
    expect(
      await status("listRecommendedJobs", { params: { category: "software-engineering" }, query: { exclude: "x" } }),
    ).toBe(400);
    expect(
      await status("searchJobs", { query: { q: "python", type: ["Full-time"], sort: "recent", page: 1, limit: 5 } }),
    ).toBe(200);
    expect(await status("searchJobs", { query: { page: 0 } })).toBe(400);
    expect(await status("searchJobs", { query: { sort: "cheapest" } })).toBe(400);
    expect(await status("getSuggestions", { query: { q: "py" } })).toBe(200);
    expect(await status("getSuggestions", { query: { q: "py", limit: 99 } })).toBe(400);
    expect(
      await status("listCompanies", { query: { stage: ["series-a", "seed"], size: "11-50", sort: "newest", page: 1 } }),
    ).toBe(200);
    expect(await status("listCompanies", { query: { stage: "series-z" } })).toBe(400);
    expect(await status("listCompanies", { query: { equity: "yes", lpa: ["20-plus", "10-20"] } })).toBe(200);
    expect(await status("listCompanies", { query: { lpa: "30-plus" } })).toBe(400);
  });

  it("accounts: sign-up, sign-in, Google, the signed-in user, password reset and sign-out", async () => {
    const account = {
      username: "contract_asha",
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@contract.example",
      password: "correct horse battery",
    };
    expect(await status("createUser", { body: account })).toBe(200);
    expect(await status("createUser", { body: account })).toBe(409);
    expect(await status("createUser", { body: { ...account, email: "not-an-email" } })).toBe(400);
    expect(await status("createUser", { body: "{", headers: { "content-type": "application/json" } })).toBe(400);
    expect(
      await status("createUser", {
        body: "username=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toBe(415);

    expect(await status("login", { body: { username: account.email, password: account.password } })).toBe(200);
    expect(await status("login", { body: { username: account.email, password: "wrong password" } })).toBe(401);
    expect(await status("login", { body: { username: account.email } })).toBe(400);

    const registration = {
      name: "Ravi Kumar",
      email: "ravi@contract.example",
      password: "correct horse battery",
      phone: "+91 98765 43210",
      desiredjobtitle: "Backend Engineer",
      yoexp: 3,
      industry: "Fintech",
      skills: "Go, PostgreSQL",
    };
    expect(await status("addUser", { body: registration })).toBe(200);
    expect(
      await status("addUser", { body: { ...registration, email: "ravi2@contract.example", password: "short" } }),
    ).toBe(400);
    expect(
      await status(
        "addUser",
        as("candidate", {
          body: { name: "Contract Candidate", desiredjobtitle: "Data Engineer", yoexp: 5, skills: "Python, SQL" },
        }),
      ),
    ).toBe(200);
    expect(await status("addUser", as("candidate", { body: { name: "" } }))).toBe(400);
    // oneOf: registration needs all eight of its fields; an update never carries a password.
    const { phone: _phone, ...noPhone } = registration;
    expect(
      (await call("addUser", { body: { ...noPhone, email: "ravi3@contract.example" } })).body.errors,
    ).toHaveProperty("phone");
    expect(
      (await call("addUser", as("candidate", { body: { name: "Contract Candidate", password: "new secret 123" } })))
        .body.errors,
    ).toHaveProperty("password");

    const credential = await new SignJWT({
      email_verified: true,
      sub: "google-contract",
      email: "meera@gmail.example",
      name: "Meera Iyer",
    })
      .setProtectedHeader({ alg: "RS256", kid: "contract" })
      .setIssuer("https://accounts.google.com")
      .setAudience(GOOGLE_CLIENT)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(googleKey);
    expect(await status("socialAddUser", { body: { credential } })).toBe(200);
    expect(await status("socialAddUser", { body: { credential: `${credential.slice(0, -6)}AAAAAA` } })).toBe(401);
    expect(await status("socialAddUser", { body: {} })).toBe(400);

    expect(await status("getUser", as("candidate"))).toBe(200);
    expect(await status("getUser")).toBe(401);
    expect(await status("checkAuthentication", as("candidate"))).toBe(200);
    expect(await status("checkAuthentication", { token: "not.a.token" })).toBe(401);

    const since = Date.now();
    expect(await status("requestPasswordReset", { body: { email: account.email, password: "" } })).toBe(200);
    expect(await status("requestPasswordReset", { body: { email: "not-an-email" } })).toBe(400);
    const code = /verification code is: (\d{6})/.exec((await smtp.waitFor(account.email, { since })).text)![1];
    expect(await status("verifyResetCode", { body: { email: account.email, otp: code } })).toBe(200);
    expect(await status("verifyResetCode", { body: { email: account.email, otp: "12a" } })).toBe(400);
    const newPassword = {
      email: account.email,
      otp: code,
      newPassword: "brand new secret",
      confirmPassword: "brand new secret",
    };
    expect(await status("completePasswordReset", { body: { ...newPassword, confirmPassword: "other" } })).toBe(400);
    expect(await status("completePasswordReset", { body: newPassword })).toBe(200);

    // Sign-out with the session cookie: a write, so the CSRF header must echo the XSRF-TOKEN cookie (decision 011).
    const session = await createSession(users.other.id);
    const csrf = issueCsrfToken();
    const cookie = `session=${session.token}; ${CSRF_COOKIE}=${csrf}`;
    expect(await status("logout", { headers: { cookie } })).toBe(403);
    expect(await status("logout", { headers: { cookie, [CSRF_HEADER]: csrf } })).toBe(200);
  });

  it("saved jobs and recommendations", async () => {
    expect(await status("saveJob", as("candidate", { body: { job: jobIds[1] } }))).toBe(200);
    expect(await status("saveJob", as("candidate", { body: { job: "first" } }))).toBe(400);
    expect(await status("saveJob", as("candidate", { body: { job: 999_999 } }))).toBe(404);
    expect(await status("saveJob", { body: { job: jobIds[1] } })).toBe(401);
    expect(await status("listSavedJobs", as("candidate"))).toBe(200);
    expect(await status("listSavedJobs")).toBe(401);
    expect(await status("unsaveJob", as("candidate", { params: { job: jobIds[1] } }))).toBe(200);
    expect(await status("unsaveJob", as("candidate", { params: { job: "first" } }))).toBe(400);
    expect(await status("getRecommendedJobs", as("candidate"))).toBe(200);
    expect(await status("getRecommendedJobs", as("candidate", { query: { page: 0 } }))).toBe(400);
    expect(await status("getRecommendedJobs")).toBe(401);
  });

  it("applications: list, create, update, export, delete and the one-click reminder stop (issue 30)", async () => {
    const created = await call(
      "createApplication",
      as("candidate", { body: { job: jobIds[1], note: "Via a referral" } }),
    );
    expect(created.status).toBe(201);
    expect(await status("createApplication", as("candidate", { body: { job: jobIds[1] } }))).toBe(409);
    expect(await status("createApplication", as("candidate", { body: { job: jobIds[0], status: "ghosted" } }))).toBe(
      400,
    );
    expect(await status("createApplication", as("candidate", { body: { job: 999_999 } }))).toBe(404);
    expect(await status("createApplication", { body: { job: jobIds[0] } })).toBe(401);
    const id = created.body.id;
    expect(
      await status(
        "updateApplication",
        as("candidate", { params: { id }, body: { status: "interviewing", nextStep: "2026-12-03" } }),
      ),
    ).toBe(200);
    expect(
      await status("updateApplication", as("candidate", { params: { id }, body: { nextStep: "2200-01-01" } })),
    ).toBe(400);
    expect(await status("updateApplication", as("other", { params: { id }, body: { status: "offer" } }))).toBe(404);
    expect(await status("listApplications", as("candidate", { query: { status: "interviewing" } }))).toBe(200);
    expect(await status("listApplications", as("candidate", { query: { status: "nope" } }))).toBe(400);
    expect(await status("listApplications")).toBe(401);
    expect(await status("exportApplications", as("candidate"))).toBe(200);
    expect(await status("exportApplications")).toBe(401);
    const [{ token }] = await sql()<
      { token: string }[]
    >`SELECT reminder_token::text AS token FROM applications WHERE id = ${id}`;
    expect(await status("stopApplicationReminder", { query: { token } })).toBe(200);
    expect(await status("stopApplicationReminder", { query: { token: "forged" } })).toBe(400);
    expect(await status("deleteApplication", as("other", { params: { id } }))).toBe(404);
    expect(await status("deleteApplication", as("candidate", { params: { id: "first" } }))).toBe(400);
    expect(await status("deleteApplication", as("candidate", { params: { id } }))).toBe(200);
  });

  it("job alerts: a user's and a guest's, confirmation, changes and one-click unsubscribe", async () => {
    const mine = await call("createAlert", as("candidate", { body: { query: { q: "python" }, frequency: "weekly" } }));
    expect(mine.status).toBe(201);
    expect(await status("createAlert", as("candidate", { body: { frequency: "hourly" } }))).toBe(400);
    const since = Date.now();
    expect(await status("createAlert", { body: { email: "guest@contract.example", query: { q: "design" } } })).toBe(
      201,
    );
    const token = new URL(
      /https:\/\/board\.example\.in\/alerts\/confirm\?token=\S+/.exec(
        (await smtp.waitFor("guest@contract.example", { since })).text,
      )![0],
    ).searchParams.get("token")!;
    expect(await status("confirmAlerts", { body: { token } })).toBe(200);
    expect(await status("confirmAlerts", { body: { token } })).toBe(400);
    expect(await status("listAlerts", as("candidate"))).toBe(200);
    expect(await status("listAlerts", { query: { token: signLinkToken("manage", "guest@contract.example") } })).toBe(
      200,
    );
    expect(await status("listAlerts")).toBe(401);
    const id = mine.body.alert.id;
    expect(await status("updateAlert", as("candidate", { params: { id }, body: { status: "paused" } }))).toBe(200);
    expect(await status("updateAlert", as("candidate", { params: { id }, body: {} }))).toBe(400);
    expect(await status("updateAlert", as("other", { params: { id }, body: { status: "active" } }))).toBe(404);
    expect(await status("unsubscribeAlert", { query: { token: signLinkToken("unsubscribe", String(id)) } })).toBe(200);
    expect(await status("unsubscribeAlert", { query: { token: "forged.token" } })).toBe(400);
    const second = await call("createAlert", as("candidate", { body: { query: { q: "django" } } }));
    expect(await status("deleteAlert", as("candidate", { params: { id: second.body.alert.id } }))).toBe(200);
    expect(await status("deleteAlert", as("candidate", { params: { id: "first" } }))).toBe(400);
  });

  it("newsletter: subscribe, confirm and unsubscribe with the mailed links", async () => {
    const since = Date.now();
    expect(await status("subscribeNewsletter", { body: { email: "reader@contract.example" } })).toBe(202);
    expect(await status("subscribeNewsletter", { body: { email: "not-an-email" } })).toBe(400);
    const mail = await smtp.waitFor("reader@contract.example", { since });
    const confirm = new URL(
      /https:\/\/board\.example\.in\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0],
    ).searchParams.get("token")!;
    const unsubscribe = new URL(
      /https:\/\/board\.example\.in\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)![0],
    ).searchParams.get("token")!;
    expect(await status("confirmNewsletter", { body: { token: confirm } })).toBe(200);
    expect(await status("confirmNewsletter", { body: { token: "nope" } })).toBe(400);
    expect(await status("unsubscribeNewsletter", { query: { token: unsubscribe } })).toBe(200);
    expect(await status("unsubscribeNewsletter", { query: { token: "nope" } })).toBe(400);
  });

  it("candidate profile and resume", async () => {
    const fields = JSON.stringify({
      name: "Contract User",
      desiredjobtitle: "Data Engineer",
      yoexp: 4,
      skills: ["Python", "SQL"],
    });
    const form = (file: Buffer | null, candidate = fields) => {
      const body = new FormData();
      if (file) body.append("file", new Blob([new Uint8Array(file)]), "cv.pdf");
      body.append("candidate", candidate);
      return body;
    };
    expect(await status("getProfile", as("candidate"))).toBe(200);
    expect(await status("getProfile")).toBe(401);
    expect(await status("updateProfileData", as("candidate", { body: form(null) }))).toBe(400);
    expect(
      await status("updateProfile", as("candidate", { body: form(await pdfResume(["Python and SQL engineer"])) })),
    ).toBe(200);
    expect(await status("updateProfile", as("candidate", { body: form(pngBytes()) }))).toBe(415);
    expect(await status("updateProfile", as("candidate", { body: form(null) }))).toBe(400);
    expect(await status("updateProfileData", as("candidate", { body: form(null) }))).toBe(200);
    expect(await status("updateProfileData", as("candidate", { body: form(null, "{") }))).toBe(400);
    expect(await status("downloadResume", as("candidate", { params: { userId: users.candidate.id } }))).toBe(200);
    expect(await status("downloadResume", as("other", { params: { userId: users.candidate.id } }))).toBe(404);
    expect(await status("downloadResume", as("candidate", { params: { userId: "me" } }))).toBe(400);
    expect(await status("deleteResume", as("other", { params: { userId: users.candidate.id } }))).toBe(404);
    expect(await status("deleteResume", as("candidate", { params: { userId: users.candidate.id } }))).toBe(200);
  });

  it("employer: job writes, postings and the company profile and logo", async () => {
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const job = {
      title: "Backend Engineer",
      category: "Software Engineering",
      job_type: "Full Time",
      job_description: "Build our APIs.",
      location: "Bengaluru, Karnataka",
      application_deadline: nextMonth,
      experience: "2-5",
      qualification: "B.Tech",
      link_to_job: "https://nimbus-pay.example/jobs/1",
      salary_range: "1200000-1800000",
      skills: "Go, PostgreSQL",
    };
    const created = await call("createJob", as("employer", { body: job }));
    expect(created.status).toBe(201);
    expect(await status("createJob", as("employer", { body: { ...job, title: "" } }))).toBe(400);
    expect(await status("createJob", as("candidate", { body: job }))).toBe(403);
    const id = created.body.id;
    expect(
      await status("updateJob", as("employer", { params: { id }, body: { ...job, title: "Backend Engineer II" } })),
    ).toBe(200);
    expect(
      await status(
        "updateJob",
        as("employer", { params: { id }, body: { ...job, link_to_job: "javascript:alert(1)" } }),
      ),
    ).toBe(400);
    expect(await status("setJobStatus", as("employer", { params: { id }, body: { status: "closed" } }))).toBe(200);
    expect(await status("setJobStatus", as("employer", { params: { id }, body: { status: "gone" } }))).toBe(400);
    expect(await status("listMyJobs", as("employer"))).toBe(200);
    expect(await status("listMyJobs", as("candidate"))).toBe(403);
    expect(await status("deleteJob", as("employer", { params: { id } }))).toBe(200);
    expect(await status("deleteJob", as("employer", { params: { id: 999_999 } }))).toBe(404);
    // The admin brings it back below (restoreJob).
    jobIds.push(id);

    expect(await status("getMyCompany", as("employer"))).toBe(200);
    expect(await status("getMyCompany", as("candidate"))).toBe(403);
    expect(
      await status(
        "updateMyCompany",
        as("employer", {
          body: { company_name: "Nimbus Pay", company_website: "https://nimbus-pay.example", company_size: "11-50" },
        }),
      ),
    ).toBe(200);
    expect(
      await status(
        "updateMyCompany",
        as("employer", { body: { company_name: "Nimbus Pay", company_website: "ftp://nimbus" } }),
      ),
    ).toBe(400);
    const logo = new FormData();
    logo.append("file", new Blob([new Uint8Array(pngBytes())]), "logo.png");
    const uploaded = await call("uploadCompanyLogo", as("employer", { body: logo }));
    expect(uploaded.status).toBe(200);
    const text = new FormData();
    text.append("file", new Blob(["not an image"]), "logo.png");
    expect(await status("uploadCompanyLogo", as("employer", { body: text }))).toBe(400);
    const companyId = Number(/\/company\/(\d+)\/logo/.exec(uploaded.body.logoUrl)![1]);
    expect(await status("getCompanyLogo", { params: { id: companyId } })).toBe(200);
    expect(await status("getCompanyLogo", { params: { id: "logo" } })).toBe(400);
    expect(await status("getCompanyLogo", { params: { id: 999_999 } })).toBe(404);
  });

  it("admin: sources, users, jobs, companies and the audit log", async () => {
    expect(await status("listCollectorSources", as("admin"))).toBe(200);
    expect(await status("listCollectorSources", as("employer"))).toBe(403);
    const added = await call(
      "addCollectorSource",
      as("admin", {
        body: { company: "Orbit Cloud", type: "greenhouse", url: "https://boards.example/v1/boards/orbit/jobs" },
      }),
    );
    expect(added.status).toBe(201);
    expect(
      await status(
        "addCollectorSource",
        as("admin", { body: { company: "Orbit Cloud", type: "greenhouse", url: "javascript:alert(1)" } }),
      ),
    ).toBe(400);
    expect(await status("actOnCollectorSource", as("admin", { params: { id: added.body.id, action: "pause" } }))).toBe(
      200,
    );
    expect(
      await status("actOnCollectorSource", as("admin", { params: { id: added.body.id, action: "explode" } })),
    ).toBe(400);
    expect(await status("removeCollectorSource", as("admin", { params: { id: added.body.id } }))).toBe(200);
    expect(await status("removeCollectorSource", as("admin", { params: { id: 999_999 } }))).toBe(404);
    expect(
      await status("setUserRole", as("admin", { params: { id: users.other.id }, body: { role: "employer" } })),
    ).toBe(200);
    expect(await status("setUserRole", as("admin", { params: { id: users.other.id }, body: { role: "admin" } }))).toBe(
      400,
    );
    expect(
      await status("setUserDisabled", as("admin", { params: { id: users.other.id }, body: { disabled: false } })),
    ).toBe(200);
    expect(
      await status("setUserDisabled", as("admin", { params: { id: users.other.id }, body: { disabled: "yes" } })),
    ).toBe(400);
    expect(await status("restoreJob", as("admin", { params: { id: jobIds.at(-1)! } }))).toBe(200);
    expect(await status("restoreJob", as("admin", { params: { id: "job" } }))).toBe(400);
    const [from, into] = await sql()<
      { id: number }[]
    >`SELECT id FROM companies WHERE slug IN ('orbit-cloud', 'nimbus-pay') ORDER BY slug DESC`;
    expect(await status("mergeCompanies", as("admin", { body: { from: from.id, into: into.id } }))).toBe(200);
    expect(await status("mergeCompanies", as("admin", { body: { from: 0, into: into.id } }))).toBe(400);
    expect(await status("listAuditLog", as("admin", { query: { target: "job", limit: 10 } }))).toBe(200);
    expect(await status("listAuditLog", as("admin", { query: { limit: 0 } }))).toBe(400);
  });

  it("account settings: code, password, e-mail change and proof, sessions, download and deletion (issue 28)", async () => {
    const [row] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name, password_hash) VALUES ('settings@contract.example', 'Settings User',
      ${await hashPassword("contract password")}) RETURNING id`;
    const me = { token: (await createSession(row.id)).token };
    const mine = (input: CallInput = {}) => ({ ...input, token: me.token });
    const newestCode = async (to: string) => {
      const [mail] = await sql()<
        { message: { text: string } }[]
      >`SELECT message FROM mail_outbox WHERE recipient = ${to} ORDER BY id DESC LIMIT 1`;
      return /is: (\d{6})/.exec(mail.message.text)![1];
    };
    expect(await status("sendAccountCode", mine())).toBe(200);
    expect(await status("sendAccountCode")).toBe(401);
    expect(
      await status("verifyAccountEmail", mine({ body: { code: await newestCode("settings@contract.example") } })),
    ).toBe(200);
    expect(await status("verifyAccountEmail", mine({ body: { code: "" } }))).toBe(400);
    expect(
      await status(
        "changePassword",
        mine({ body: { currentPassword: "contract password", newPassword: "contract password 2" } }),
      ),
    ).toBe(200);
    expect(
      await status("changePassword", mine({ body: { currentPassword: "wrong", newPassword: "contract password 3" } })),
    ).toBe(400);
    expect(
      await status(
        "requestEmailChange",
        mine({ body: { newEmail: "moved@contract.example", currentPassword: "contract password 2" } }),
      ),
    ).toBe(200);
    expect(await status("requestEmailChange", mine({ body: { newEmail: "not an address" } }))).toBe(400);
    expect(await status("confirmEmailChange", mine({ body: { code: "12" } }))).toBe(400);
    expect(
      await status("confirmEmailChange", mine({ body: { code: await newestCode("moved@contract.example") } })),
    ).toBe(200);
    const sessions = await call("listSessions", mine());
    expect(sessions.status).toBe(200);
    expect(await status("listSessions")).toBe(401);
    const second = await createSession(row.id);
    expect(await status("endSession", mine({ params: { sessionId: second.sessionId } }))).toBe(200);
    expect(await status("endSession", mine({ params: { sessionId: "not-a-session" } }))).toBe(404);
    expect(await status("endOtherSessions", mine())).toBe(200);
    expect(await status("endOtherSessions")).toBe(401);
    expect(await status("exportAccountData", mine())).toBe(200);
    expect(await status("exportAccountData")).toBe(401);
    expect(await status("setMailSettings", mine({ body: { employerNotices: false } }))).toBe(200);
    expect(await status("setMailSettings", mine({ body: { employerNotices: "off" } }))).toBe(400);
    expect(await status("setMailSettings", { body: { employerNotices: true } })).toBe(401);
    expect(await status("deleteAccount", mine({ body: { password: "contract password 2", confirm: "delete" } }))).toBe(
      400,
    );
    expect(await status("deleteAccount", mine({ body: { password: "contract password 2", confirm: "DELETE" } }))).toBe(
      200,
    );
  });

  it("answers what every operation may answer from the middleware: 413, 415 and the CSRF refusal, as documented", async () => {
    const huge = "x".repeat(200 * 1024);
    expect(await status("saveJob", as("candidate", { body: { job: jobIds[0], padding: huge } }))).toBe(413);
    expect(
      await status("subscribeNewsletter", {
        body: "email=a@b.example",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toBe(415);
    const session = await createSession(users.candidate.id);
    const cookie = `session=${session.token}; ${CSRF_COOKIE}=${issueCsrfToken()}`;
    expect(await status("createAlert", { body: { query: { q: "go" } }, headers: { cookie } })).toBe(403);
    expect(await status("mergeCompanies", as("admin", { body: { from: 999_998, into: 999_999 } }))).toBeLessThan(500);
  });

  it("documents POST /adduser/ as oneOf registration (eight required fields) and profile update (name required)", () => {
    const document = contract.document;
    const body = document.paths["/adduser/"].post.requestBody.content["application/json"].schema;
    expect(body.oneOf.map((entry: { $ref: string }) => entry.$ref)).toEqual([
      "#/components/schemas/CandidateRegistration",
      "#/components/schemas/ProfileUpdate",
    ]);
    expect(document.components.schemas.CandidateRegistration.required.sort()).toEqual([
      "desiredjobtitle",
      "email",
      "industry",
      "name",
      "password",
      "phone",
      "skills",
      "yoexp",
    ]);
    expect(document.components.schemas.ProfileUpdate.required).toEqual(["name"]);
    // JSON Schema patterns have no flags: a regex's /i would be carried into the document as text and refuse every value.
    const patterns = [...JSON.stringify(document).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => /\/[a-z]+$/.test(pattern))).toEqual([]);
  });

  it("trust and safety: reports, the report and review queues, the 'still hiring' link (issue 27)", async () => {
    const target = jobIds[2];
    expect(await status("reportJob", as("other", { params: { id: target }, body: { reason: "misleading" } }))).toBe(
      201,
    );
    expect(await status("reportJob", as("other", { params: { id: target }, body: { reason: "misleading" } }))).toBe(
      409,
    );
    expect(await status("reportJob", { params: { id: target }, body: { reason: "astrology" } })).toBe(400);
    expect(await status("reportJob", { params: { id: 999_999 }, body: { reason: "money" } })).toBe(404);
    expect(await status("listJobReports", as("admin"))).toBe(200);
    expect(await status("listJobReports", as("employer"))).toBe(403);
    expect(await status("decideJobReports", as("admin", { params: { id: target }, body: { action: "explode" } }))).toBe(
      400,
    );
    expect(await status("decideJobReports", as("admin", { params: { id: target }, body: { action: "dismiss" } }))).toBe(
      200,
    );
    await sql()`INSERT INTO job_reviews (job_id, reasons) VALUES (${target}, '[{"code":"asks_money","detail":"fee"}]'::jsonb)`;
    await sql()`UPDATE jobs SET status = 'pending' WHERE id = ${target}`;
    expect(await status("listHeldJobs", as("admin"))).toBe(200);
    expect(await status("listHeldJobs")).toBe(401);
    expect(await status("decideHeldJob", as("admin", { params: { id: target }, body: { decision: "reject" } }))).toBe(
      400,
    );
    expect(await status("decideHeldJob", as("admin", { params: { id: target }, body: { decision: "approve" } }))).toBe(
      200,
    );
    expect(await status("decideHeldJob", as("admin", { params: { id: target }, body: { decision: "approve" } }))).toBe(
      404,
    );
    expect(await status("confirmStillHiring", { query: { token: "1.2.forged" } })).toBe(400);
    const remindedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await sql()`UPDATE jobs SET close_reminder_sent_at = ${remindedAt.toISOString()}::timestamptz WHERE id = ${target}`;
    expect(await status("confirmStillHiring", { query: { token: stillHiringToken(target, remindedAt) } })).toBe(200);
  });

  it("has called every operation of the document with valid and with invalid input", () => {
    // Two operations take no input at all, so there is no invalid input to send them.
    const noInput = ["getHomepage", "listCategories"];
    const missing = contract.missing();
    expect(missing.valid).toEqual([]);
    expect(missing.invalid.filter((id) => !noInput.includes(id))).toEqual([]);
    expect(contract.operations.size).toBeGreaterThanOrEqual(67);
  });
});
