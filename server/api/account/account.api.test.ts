import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, issueCsrfToken, hashPassword, createSession } from "../../../core/accounts";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { pdfResume } from "../../../tests/factories/resume-files";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { createApp } from "../../app";

withTestDatabase();
const app = createTestApp();
const PASSWORD = "account api password";
let n = 0;

async function account(email = `api${++n}@account.example`) {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, password_hash) VALUES (${email}, 'Api User', ${await hashPassword(PASSWORD)}) RETURNING id`;
  await sql()`INSERT INTO candidate_profiles (user_id, name, email, skills) VALUES (${user.id}, 'Api User', ${email}, 'Go')`;
  const session = await createSession(user.id, {
    ip: "198.51.100.1",
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  });
  return {
    id: user.id,
    email,
    token: session.token,
    sessionId: session.sessionId,
    auth: { authorization: `Bearer ${session.token}` },
  };
}
const post = (path: string, headers: Record<string, string>, body?: unknown) =>
  requestJson(app, path, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("account API (issue 28): cookie sessions with CSRF, bearer tokens, and bad input", () => {
  it("refuses a cookie write without the CSRF header and takes it with one; bearer tokens need none", async () => {
    const me = await account();
    const csrf = issueCsrfToken();
    const cookie = `session=${me.token}; ${CSRF_COOKIE}=${csrf}`;
    expect((await post("/api/account/sessions/end-others", { cookie })).status).toBe(403);
    expect((await post("/api/account/sessions/end-others", { cookie, "x-xsrf-token": csrf })).status).toBe(200);
    expect((await post("/api/account/sessions/end-others", me.auth)).status).toBe(200);
    const list = await requestJson(app, "/api/account/sessions", { headers: me.auth });
    expect(list.body.sessions).toEqual([
      expect.objectContaining({ id: me.sessionId, browser: "Firefox 128", system: "Windows 10", current: true }),
    ]);
  });

  it("limits a wrong current password like a sign-in, names the field, and changes nothing", async () => {
    const me = await account();
    const wrong = await post(
      "/api/account/password",
      { ...me.auth, "x-forwarded-for": "203.0.113.50" },
      { currentPassword: "nope", newPassword: "new password 123" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: expect.any(String) });
    const control = await post("/api/account/password", me.auth, {
      currentPassword: "with\u0000nul",
      newPassword: "new password 123",
    });
    expect(control.status).toBe(400);
    const login = await post("/api/auth/", {}, { username: me.email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it("will not end another account's session, nor export another account's data", async () => {
    const me = await account();
    const them = await account();
    const end = await requestJson(app, `/api/account/sessions/${them.sessionId}`, {
      method: "DELETE",
      headers: me.auth,
    });
    expect(end.status).toBe(404);
    expect((await requestJson(app, "/api/checkauthentication", { headers: them.auth })).status).toBe(200);
    // The export takes no id: it is always the caller's own account, whatever is asked.
    const zip = await app.request(`/api/account/export?userId=${them.id}`, { headers: me.auth });
    expect(zip.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))["account.json"]));
    expect(data.account.id).toBe(me.id);
  });

  it("refuses an e-mail change to the same address", async () => {
    const me = await account();
    const same = await post("/api/account/email", me.auth, {
      newEmail: me.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ newEmail: expect.any(String) });
  });

  it("deletes: the session is refused at once, the resume answers 404, a job saved afterwards is refused, a second deletion a 401", async () => {
    await loadDemoData(sql(), { jobs: 3, companies: 1 });
    const me = await account();
    const otherTab = await createSession(me.id);
    await sql()`INSERT INTO resumes (user_id, file_name, mime_type, size, content) VALUES (${me.id}, 'cv.pdf',
      'application/pdf', 10, ${await pdfResume(["x"])})`;
    expect((await app.request(`/api/resumes/${me.id}`, { headers: me.auth })).status).toBe(200);
    const bad = await post("/api/account/delete", me.auth, { password: PASSWORD, confirm: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ confirm: expect.any(String) });
    const done = await post("/api/account/delete", me.auth, { password: PASSWORD, confirm: "DELETE" });
    expect(done.status).toBe(200);
    expect(done.headers.get("set-cookie")).toMatch(/session=;.*Max-Age=0/i);
    expect(
      (await requestJson(app, "/api/checkauthentication", { headers: { authorization: `Bearer ${otherTab.token}` } }))
        .status,
    ).toBe(401);
    expect((await app.request(`/api/resumes/${me.id}`, { headers: me.auth })).status).toBe(404);
    const [job] = await sql()<{ id: number }[]>`SELECT id FROM jobs LIMIT 1`;
    expect(
      (await post("/api/saved-jobs/", { authorization: `Bearer ${otherTab.token}` }, { job: job.id })).status,
    ).toBe(401);
    // The race itself: a write that had resolved its session before the deletion committed meets the missing user.
    await expect(sql()`INSERT INTO saved_jobs (user_id, job_id) VALUES (${me.id}, ${job.id})`).rejects.toMatchObject({
      code: "23503",
    });
    expect((await post("/api/account/delete", me.auth, { password: PASSWORD, confirm: "DELETE" })).status).toBe(401);
    const again = await post(
      "/api/user/create/",
      {},
      { username: `again${n}`, first_name: "A", last_name: "B", email: me.email, password: "registering again" },
    );
    expect(again.status).toBe(200);
  });

  it("answers a write that meets a row deleted meanwhile (a foreign-key error) with 409, not 500", async () => {
    const raced = createApp({
      pageHandler: () => {
        throw Object.assign(new Error("insert or update on table saved_jobs violates foreign key constraint"), {
          code: "23503",
        });
      },
    });
    const answer = await raced.request("/dashboard/saved");
    expect(answer.status).toBe(409);
  });
});
