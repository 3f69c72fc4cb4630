import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { pdfResume } from "../../tests/factories/resume-files";
import {
  accountOverview,
  changePassword,
  confirmEmailChange,
  describeUserAgent,
  endAccountSession,
  endOtherSessions,
  listAccountSessions,
  requestEmailChange,
  sendCodeToAccount,
  authenticate,
  findOrCreateGoogleUser,
  registerCandidate,
  logIn,
  confirmEmailVerificationCode,
  isEmailProved,
  sendEmailVerificationCode,
  AUTH_LIMITS,
  createSession,
  resolveSession,
  sweepEndedSessions,
  membershipOf,
} from "../accounts";
import { PRIVACY_RULES } from "../shared/privacy-rules";
import { signUpEmployer } from "../employers";
import { checkResume, readResume, storeResume } from "../resumes";
import { saveJob } from "../saved-jobs";
import { isAppError } from "../shared/app-error";
import { deleteAccount, deletedUserPseudonym } from "./account-deletion";
import { exportAccountData } from "./account-export";
import { createApplication, updateApplication } from "../applications";

withTestDatabase();
const meta = {
  ip: "198.51.100.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};
const PASSWORD = "correct horse battery";

let counter = 0;
async function candidate(email = `user${++counter}@privacy.example`) {
  const result = await registerCandidate({
    name: "Asha Rao",
    email,
    password: PASSWORD,
    phone: "+91 98765 43210",
    desiredjobtitle: "Engineer",
    industry: "Software",
    yoexp: 3,
    skills: "TypeScript, SQL",
  } as never);
  if (!result.ok) throw new Error(result.message);
  return result.user;
}

async function newestMail(to: string): Promise<{ subject: string; text: string } | undefined> {
  const [mail] = await sql()<
    { subject: string; message: { text: string } | null }[]
  >`SELECT subject, message FROM mail_outbox WHERE lower(recipient) = lower(${to}) ORDER BY id DESC LIMIT 1`;
  return mail ? { subject: mail.subject, text: mail.message?.text ?? "" } : undefined;
}
async function mailedCode(to: string): Promise<string> {
  const mail = await newestMail(to);
  return /is: (\d{6})/.exec(mail!.text)![1];
}
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { kind: error.kind, fields: error.fieldErrors ?? {}, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("password change (issue 28)", () => {
  it("needs the current password, ends every other session, keeps this one and mails a notice", async () => {
    const user = await candidate();
    const here = await createSession(user.id, meta);
    const there = await createSession(user.id, {
      ip: "203.0.113.9",
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });
    expect(
      await refusal(
        changePassword(
          user.id,
          here.sessionId,
          { currentPassword: "wrong password", newPassword: "a new password 1" },
          meta,
        ),
      ),
    ).toMatchObject({ kind: "invalid_input", fields: { currentPassword: expect.any(String) } });
    expect(
      await refusal(changePassword(user.id, here.sessionId, { newPassword: "a new password 1" }, meta)),
    ).toMatchObject({ kind: "invalid_input", fields: { currentPassword: expect.any(String) } });
    expect(await resolveSession(there.token)).not.toBeNull();

    await changePassword(user.id, here.sessionId, { currentPassword: PASSWORD, newPassword: "a new password 1" }, meta);
    expect(await resolveSession(there.token)).toBeNull();
    expect(await resolveSession(here.token)).not.toBeNull();
    expect(await authenticate({ username: user.email, password: "a new password 1" })).not.toBeNull();
    expect(await authenticate({ username: user.email, password: PASSWORD })).toBeNull();
    expect((await newestMail(user.email))!.subject).toMatch(/password was changed/);
  });

  it("counts a wrong current password in the sign-in bucket of the account and address, so it is no way around the login limit", async () => {
    const user = await candidate();
    const here = await createSession(user.id, meta);
    const address = { ip: "198.51.100.77" };
    for (let i = 0; i < AUTH_LIMITS.loginPair.points - 1; i++) {
      await refusal(
        changePassword(
          user.id,
          here.sessionId,
          { currentPassword: `wrong ${i}`, newPassword: "a new password 1" },
          address,
        ),
      );
    }
    // One failed sign-in from the same address spends the last point...
    expect(
      await logIn({ username: user.email, password: "still wrong" }, { ...address, userAgent: null }),
    ).toMatchObject({ ok: false });
    // ...so even the right password is now refused with 'too many', on the settings and the sign-in page alike.
    expect(
      await refusal(
        changePassword(
          user.id,
          here.sessionId,
          { currentPassword: PASSWORD, newPassword: "a new password 1" },
          address,
        ),
      ),
    ).toMatchObject({ kind: "rate_limited" });
    await expect(logIn({ username: user.email, password: PASSWORD }, { ...address, userAgent: null })).rejects.toThrow(
      /Too many attempts/,
    );
  });

  it("lets an account without a password (Google only) set one with a mailed code", async () => {
    const { user } = await findOrCreateGoogleUser({
      subject: "google-sub-1",
      email: "googler@privacy.example",
      name: "Goo Gler",
      givenName: "Goo",
      familyName: "Gler",
    });
    expect(await accountOverview(user.id)).toMatchObject({ hasPassword: false, hasGoogle: true, emailProved: true });
    expect(await refusal(changePassword(user.id, null, { newPassword: "my first password" }, meta))).toMatchObject({
      fields: { code: expect.any(String) },
    });
    await sendCodeToAccount(user.id);
    const code = await mailedCode(user.email);
    expect(
      await refusal(changePassword(user.id, null, { code: wrongCode(code), newPassword: "my first password" }, meta)),
    ).toMatchObject({ fields: { code: expect.any(String) } });
    await changePassword(user.id, null, { code, newPassword: "my first password" }, meta);
    expect(await authenticate({ username: user.email, password: "my first password" })).not.toBeNull();
  });
});

describe("e-mail change and proof (issue 28)", () => {
  it("moves the account to a new address with a code sent there; the old address is told; sign-in works with the new one", async () => {
    const user = await candidate();
    await sql()`UPDATE users SET email_verified_at = NULL WHERE id = ${user.id}`;
    expect(await isEmailProved(user.id)).toBe(false);
    await sql()`INSERT INTO job_alerts (user_id, email, name, query, frequency, status) VALUES (${user.id},
      ${user.email}, 'TS jobs', '{"q": "typescript"}'::jsonb, 'daily', 'active')`;
    expect(
      await refusal(
        requestEmailChange(user.id, { newEmail: user.email.toUpperCase(), currentPassword: PASSWORD }, meta),
      ),
    ).toMatchObject({ fields: { newEmail: expect.any(String) } });
    expect(
      await refusal(requestEmailChange(user.id, { newEmail: "moved@privacy.example", currentPassword: "wrong" }, meta)),
    ).toMatchObject({ fields: { currentPassword: expect.any(String) } });

    const sent = await requestEmailChange(
      user.id,
      { newEmail: "moved@privacy.example", currentPassword: PASSWORD },
      meta,
    );
    expect(sent.message).toMatch(/moved@privacy.example/);
    const code = await mailedCode("moved@privacy.example");
    expect(await refusal(confirmEmailChange(user.id, wrongCode(code), meta))).toMatchObject({
      fields: { code: expect.any(String) },
    });
    const done = await confirmEmailChange(user.id, code, meta);
    expect(done.email).toBe("moved@privacy.example");
    expect(await accountOverview(user.id)).toMatchObject({ email: "moved@privacy.example", emailProved: true });
    expect(await isEmailProved(user.id)).toBe(true);
    expect((await newestMail(user.email))!.text).toMatch(
      /changed from .* to moved@privacy.example at \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} IST/,
    );
    expect(await authenticate({ username: "moved@privacy.example", password: PASSWORD })).not.toBeNull();
    expect(await authenticate({ username: user.email, password: PASSWORD })).toBeNull();
    const alerts = await sql()<{ email: string }[]>`SELECT email FROM job_alerts WHERE user_id = ${user.id}`;
    expect(alerts).toEqual([{ email: "moved@privacy.example" }]);
    // The code works once.
    expect(await refusal(confirmEmailChange(user.id, code, meta))).toMatchObject({ kind: "invalid_input" });
  });

  it("answers an address another account uses as it answers a free one, sends no code there and tells that account's owner", async () => {
    const owner = await candidate("taken@privacy.example");
    const user = await candidate();
    const before = await sql()<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM email_verification_codes WHERE user_id = ${user.id}`;
    const taken = await requestEmailChange(
      user.id,
      { newEmail: "TAKEN@privacy.example", currentPassword: PASSWORD },
      meta,
    );
    const free = await requestEmailChange(
      user.id,
      { newEmail: "free@privacy.example", currentPassword: PASSWORD },
      meta,
    );
    expect(taken.message.replace(/TAKEN@privacy.example/i, "X")).toBe(
      free.message.replace("free@privacy.example", "X"),
    );
    expect((await newestMail(owner.email))!.subject).toMatch(/someone tried to use your e-mail address/);
    const after = await sql()<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM email_verification_codes WHERE user_id = ${user.id}`;
    expect(after[0].n - before[0].n).toBe(1);
  });

  it("refuses a code that went to another address: the proof code of the account's own address does not change it", async () => {
    const user = await candidate();
    await sql()`UPDATE users SET email_verified_at = NULL WHERE id = ${user.id}`;
    await sendEmailVerificationCode(user.id);
    const code = await mailedCode(user.email);
    expect(await refusal(confirmEmailChange(user.id, code, meta))).toMatchObject({
      fields: { code: expect.any(String) },
    });
    // ...and stays good for what it was sent for (the banner's proof).
    expect(await confirmEmailVerificationCode(user.id, code)).toMatchObject({ ok: true });
    // A change code is no proof of the current address either.
    await requestEmailChange(user.id, { newEmail: "elsewhere@privacy.example", currentPassword: PASSWORD }, meta);
    expect(await confirmEmailVerificationCode(user.id, await mailedCode("elsewhere@privacy.example"))).toMatchObject({
      ok: false,
    });
  });

  it("burns a code after five wrong tries (the existing rule)", async () => {
    const user = await candidate();
    await requestEmailChange(user.id, { newEmail: "tries@privacy.example", currentPassword: PASSWORD }, meta);
    const code = await mailedCode("tries@privacy.example");
    for (let i = 0; i < 5; i++) await refusal(confirmEmailChange(user.id, wrongCode(code), meta));
    expect(await refusal(confirmEmailChange(user.id, code, meta))).toMatchObject({ kind: "invalid_input" });
  });
});

describe("sessions (issue 28)", () => {
  it("lists browser and system by bowser, ends one or all others, and never another account's", async () => {
    const user = await candidate();
    const other = await candidate();
    const here = await createSession(user.id, meta);
    const phone = await createSession(user.id, {
      ip: "203.0.113.1",
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });
    const tablet = await createSession(user.id, { ip: "203.0.113.2", userAgent: null });
    const theirs = await createSession(other.id, meta);
    const list = await listAccountSessions(user.id, here.sessionId);
    expect(list.map((session) => session.id)[0]).toBe(here.sessionId);
    expect(list).toHaveLength(3);
    expect(list.find((session) => session.id === phone.sessionId)).toMatchObject({
      browser: "Safari 17",
      system: "iOS 17.0",
      device: "mobile",
      current: false,
    });
    expect(list[0]).toMatchObject({ browser: "Chrome 140", system: "Linux", current: true });

    expect(await refusal(endAccountSession(user.id, theirs.sessionId, meta))).toMatchObject({ kind: "not_found" });
    expect(await refusal(endAccountSession(user.id, "not-a-uuid", meta))).toMatchObject({ kind: "not_found" });
    expect(await resolveSession(theirs.token)).not.toBeNull();

    await endAccountSession(user.id, phone.sessionId, meta);
    expect(await resolveSession(phone.token)).toBeNull();
    expect(await refusal(endAccountSession(user.id, phone.sessionId, meta))).toMatchObject({ kind: "not_found" });
    expect(await endOtherSessions(user.id, here.sessionId, meta)).toEqual({ ended: 1 });
    expect(await resolveSession(tablet.token)).toBeNull();
    expect(await resolveSession(here.token)).not.toBeNull();
  });

  it("describes unknown agents plainly", () => {
    expect(describeUserAgent(null)).toEqual({
      browser: "Unknown browser",
      system: "Unknown system",
      device: "unknown",
    });
    expect(describeUserAgent("curl/8.1").browser).toBe("Unknown browser");
  });
});

describe("download my data (issue 28)", () => {
  it("gives a ZIP with the profile, saved jobs, alerts, sessions and the resume's exact bytes, within 10 s for 1,000 saved jobs and 20 alerts", async () => {
    await loadDemoData(sql(), { jobs: 1000, companies: 20 });
    const user = await candidate();
    await createSession(user.id, meta);
    const bytes = await pdfResume(["Asha Rao", "TypeScript engineer"]);
    await storeResume(user.id, await readResume(await checkResume({ bytes, name: "Asha CV.pdf" })));
    await sql()`INSERT INTO saved_jobs (user_id, job_id) SELECT ${user.id}, id FROM jobs ORDER BY id LIMIT 1000`;
    await sql()`
      INSERT INTO job_alerts (user_id, email, name, query, frequency, status)
      SELECT ${user.id}, ${user.email}, 'Alert ' || n, '{"q": "x"}'::jsonb, 'daily', 'active' FROM generate_series(1, 20) AS n`;
    const started = performance.now();
    const zip = await exportAccountData(user.id);
    const ms = performance.now() - started;
    console.log(`export of 1,000 saved jobs and 20 alerts: ${ms.toFixed(0)} ms, ${zip.bytes.length} bytes`);
    expect(ms).toBeLessThan(10_000);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(["README.txt", "account.json", "resume/Asha CV.pdf"]);
    expect(Buffer.from(files["resume/Asha CV.pdf"]).equals(bytes)).toBe(true);
    const data = JSON.parse(strFromU8(files["account.json"]));
    expect(data.account).toMatchObject({ id: user.id, email: user.email, hasPassword: true });
    expect(JSON.stringify(data)).not.toContain("argon2");
    expect(data.profile).toMatchObject({ name: "Asha Rao", desired_job_title: "Engineer" });
    expect(data.savedJobs).toHaveLength(1000);
    expect(data.alerts).toHaveLength(20);
    expect(data.sessions[0]).toMatchObject({ browser: "Chrome 140" });
    expect(strFromU8(files["README.txt"])).toMatch(/account.json/);
  });

  it("holds the account's applications (status history, note, next step) and its security events (issue 44 point 9)", async () => {
    await loadDemoData(sql(), { jobs: 3, companies: 1 });
    const user = await candidate();
    const here = await createSession(user.id, meta);
    const phone = await createSession(user.id, meta);
    const [job] = await sql()<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    const application = await createApplication(user.id, { job: job.id, note: "Spoke to Priya, the hiring manager" });
    await updateApplication(user.id, application.id, { status: "interviewing", nextStep: "2027-01-15", remind: true });
    await endAccountSession(user.id, phone.sessionId, meta);
    await changePassword(user.id, here.sessionId, { currentPassword: PASSWORD, newPassword: "a new password 1" }, meta);
    await requestEmailChange(
      user.id,
      { newEmail: "exported@privacy.example", currentPassword: "a new password 1" },
      meta,
    );
    await confirmEmailChange(user.id, await mailedCode("exported@privacy.example"), meta);

    const data = JSON.parse(strFromU8(unzipSync((await exportAccountData(user.id)).bytes)["account.json"]));
    expect(data.applications).toEqual([
      expect.objectContaining({
        jobId: job.id,
        status: "interviewing",
        note: "Spoke to Priya, the hiring manager",
        nextStep: { on: "2027-01-15", remind: true, remindedOn: null },
        statusHistory: [
          expect.objectContaining({ status: "applied" }),
          expect.objectContaining({ status: "interviewing" }),
        ],
      }),
    ]);
    expect(data.securityEvents.map((event: { kind: string }) => event.kind)).toEqual([
      "session.ended",
      "password.changed",
      "email.changed",
    ]);
    expect(data.securityEvents[2]).toMatchObject({
      ip: meta.ip,
      detail: { from: user.email, to: "exported@privacy.example" },
    });
    expect(JSON.stringify(data.securityEvents)).not.toMatch(/argon2|password"\s*:/);
  });

  it("holds only the asking account's data", async () => {
    const user = await candidate();
    const other = await candidate();
    await storeResume(
      other.id,
      await readResume(await checkResume({ bytes: await pdfResume(["Other"]), name: "other.pdf" })),
    );
    const files = unzipSync((await exportAccountData(user.id)).bytes);
    expect(Object.keys(files).sort()).toEqual(["README.txt", "account.json"]);
    expect(strFromU8(files["account.json"])).not.toContain(other.email);
  });
});

describe("delete my account (issue 28)", () => {
  it("asks for the password and DELETE; then removes everything in one go, pseudonymises the audit and frees the address", async () => {
    await loadDemoData(sql(), { jobs: 5, companies: 2 });
    const user = await candidate("leaving@privacy.example");
    const session = await createSession(user.id, meta);
    await storeResume(
      user.id,
      await readResume(await checkResume({ bytes: await pdfResume(["Leaving"]), name: "cv.pdf" })),
    );
    const [job] = await sql()<{ id: number }[]>`SELECT id FROM jobs ORDER BY id LIMIT 1`;
    await saveJob(user.id, job.id);
    await sql()`INSERT INTO job_alerts (user_id, email, name, query, frequency, status) VALUES (${user.id},
      ${user.email}, 'A', '{"q": ""}'::jsonb, 'instant', 'active')`;
    await sql()`INSERT INTO job_alerts (email, name, query, frequency, status, preset) VALUES (${user.email},
      'News', '{"q": ""}'::jsonb, 'weekly', 'active', 'newsletter')`;
    await sql()`INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id) VALUES (${user.id},
      ${user.email}, 'x.test', 'user', ${String(user.id)})`;

    expect(
      await refusal(
        deleteAccount({ by: "self", userId: user.id, input: { password: "wrong", confirm: "DELETE" }, meta }),
      ),
    ).toMatchObject({ fields: { password: expect.any(String) } });
    expect(
      await refusal(
        deleteAccount({ by: "self", userId: user.id, input: { password: PASSWORD, confirm: "delete" } as never, meta }),
      ),
    ).toMatchObject({ fields: { confirm: expect.any(String) } });
    expect(await resolveSession(session.token)).not.toBeNull();

    const result = await deleteAccount({
      by: "self",
      userId: user.id,
      input: { password: PASSWORD, confirm: "DELETE" },
      meta,
    });
    expect(result.pseudonym).toBe(deletedUserPseudonym(user.id));
    expect(await resolveSession(session.token)).toBeNull();
    const left = await sql()<{ t: string; n: number }[]>`
      SELECT 'users' AS t, count(*)::int AS n FROM users WHERE id = ${user.id}
      UNION ALL SELECT 'profiles', count(*)::int FROM candidate_profiles WHERE user_id = ${user.id}
      UNION ALL SELECT 'resumes', count(*)::int FROM resumes WHERE user_id = ${user.id}
      UNION ALL SELECT 'saved', count(*)::int FROM saved_jobs WHERE user_id = ${user.id}
      UNION ALL SELECT 'alerts', count(*)::int FROM job_alerts WHERE user_id = ${user.id} OR email = ${user.email}
      UNION ALL SELECT 'sessions', count(*)::int FROM sessions WHERE user_id = ${user.id}
      UNION ALL SELECT 'audit with id or address', count(*)::int FROM audit_log WHERE actor_id = ${user.id}
      OR actor_email = ${user.email} OR target_id = ${String(user.id)}
      UNION ALL SELECT 'pending mail', count(*)::int FROM mail_outbox WHERE recipient = ${user.email}
      AND status = 'pending' AND subject NOT LIKE '%deleted%'`;
    expect(Object.fromEntries(left.map((row) => [row.t, row.n]))).toEqual({
      users: 0,
      profiles: 0,
      resumes: 0,
      saved: 0,
      alerts: 0,
      sessions: 0,
      "audit with id or address": 0,
      "pending mail": 0,
    });
    const audit = await sql()<
      { action: string; target_id: string }[]
    >`SELECT action, target_id FROM audit_log WHERE target_id = ${result.pseudonym} ORDER BY id`;
    expect(audit.map((row) => row.action)).toEqual(["x.test", "user.delete"]);

    // A second deletion: nothing to delete.
    expect(
      await refusal(
        deleteAccount({ by: "self", userId: user.id, input: { password: PASSWORD, confirm: "DELETE" }, meta }),
      ),
    ).toMatchObject({ kind: "not_found" });
    // The address can register again.
    const again = await candidate("leaving@privacy.example");
    expect(again.id).not.toBe(user.id);
  });

  it("closes, not deletes, the jobs of a company whose last approved member leaves; an admin deletes through the same function", async () => {
    const signup = await signUpEmployer(
      {
        name: "Meera",
        email: "boss@leavingco.example",
        password: PASSWORD,
        company_choice: "new",
        company_name: "Leaving Co",
        company_website: "https://leavingco.example",
      } as never,
      meta,
    );
    if (!signup.ok) throw new Error(signup.message);
    const employer = signup.user;
    const companyId = (await membershipOf(employer.id))!.companyId;
    const [category] = await sql()<
      { id: number }[]
    >`INSERT INTO categories (name, slug) VALUES ('Privacy Cat', 'privacy-cat') RETURNING id`;
    await sql()`INSERT INTO jobs (title, company_id, category_id, description, status, source, posted_by)
                VALUES ('Posted job', ${companyId}, ${category.id}, 'Work', 'open', 'manual', ${employer.id})`;
    const [admin] = await sql()<
      { id: number; email: string }[]
    >`INSERT INTO users (email, name, role) VALUES ('admin@privacy.example', 'Admin', 'admin') RETURNING id, email`;
    const actor = { id: admin.id, email: admin.email, role: "admin" as const };
    expect(
      await refusal(deleteAccount({ by: "admin", actor: { ...actor, role: "employer" }, userId: employer.id })),
    ).toMatchObject({ kind: "forbidden" });
    expect(await refusal(deleteAccount({ by: "admin", actor, userId: admin.id }))).toMatchObject({ kind: "forbidden" });

    const result = await deleteAccount({ by: "admin", actor, userId: employer.id });
    expect(result).toMatchObject({ closedJobs: 1, unmanagedCompanyId: companyId });
    const jobs = await sql()<
      { status: string; posted_by: number | null; deleted_at: Date | null }[]
    >`SELECT status, posted_by, deleted_at FROM jobs WHERE company_id = ${companyId}`;
    expect(jobs).toEqual([{ status: "closed", posted_by: null, deleted_at: null }]);
    expect(await refusal(deleteAccount({ by: "admin", actor, userId: employer.id }))).toMatchObject({
      kind: "not_found",
    });
  });

  it("takes a code instead of a password for a Google-only account", async () => {
    const { user } = await findOrCreateGoogleUser({
      subject: "google-sub-2",
      email: "gone@privacy.example",
      name: "Gone",
      givenName: null,
      familyName: null,
    });
    expect(
      await refusal(deleteAccount({ by: "self", userId: user.id, input: { confirm: "DELETE" }, meta })),
    ).toMatchObject({ fields: { code: expect.any(String) } });
    await sendCodeToAccount(user.id);
    await deleteAccount({
      by: "self",
      userId: user.id,
      input: { code: await mailedCode(user.email), confirm: "DELETE" },
      meta,
    });
    expect(await accountOverview(user.id).catch((error) => error.kind)).toBe("not_found");
  });
});

describe("the privacy policy's session retention is what the sweep does", () => {
  it(`deletes sessions ${PRIVACY_RULES.endedSessionDays} days after they end, not sooner`, async () => {
    const user = await candidate();
    const days = PRIVACY_RULES.endedSessionDays;
    const [old] = await sql()<
      { id: string }[]
    >`INSERT INTO sessions (user_id, expires_at, revoked_at) VALUES (${user.id}, now() + interval '1 day',
      now() - make_interval(days => ${days}, hours => 1)) RETURNING id`;
    const [recent] = await sql()<
      { id: string }[]
    >`INSERT INTO sessions (user_id, expires_at, revoked_at) VALUES (${user.id}, now() + interval '1 day',
      now() - make_interval(days => ${days - 1})) RETURNING id`;
    await sweepEndedSessions();
    const left = await sql()<{ id: string }[]>`SELECT id FROM sessions WHERE id IN (${old.id}, ${recent.id})`;
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });
});
