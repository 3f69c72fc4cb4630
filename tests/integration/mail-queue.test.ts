/**
 * The mail queue against a real SMTP server on loopback (decision 050): a reset code
 * requested while the mail server is down arrives once it is back, a second request
 * meanwhile still sends (a fresh code), and a mail that fails every try is recorded.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { env, overrideEnv } from "../../config/env";
import { queueMail, listFailedMail, mailQueueCounts, retryFailedMail } from "../../core/mail";
import { startTestSmtpServer, type TestSmtpServer } from "../setup/test-smtp-server";
import { createTestApp, requestJson } from "../setup/test-app";
import { withTestDatabase } from "../setup/test-database";

const database = withTestDatabase();
const app = createTestApp();
const saved = env();
let smtpPort: number;
let smtp: TestSmtpServer | undefined;

/** A port where nothing listens: the mail server is down. */
async function freePort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}

beforeAll(async () => {
  smtpPort = await freePort();
  overrideEnv({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_BASE_MS: 300, AUTH_RATE_LIMIT_FACTOR: 1000 });
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => {
  overrideEnv({
    SMTP_URL: saved.SMTP_URL,
    MAIL_RETRY_BASE_MS: saved.MAIL_RETRY_BASE_MS,
    MAIL_MAX_ATTEMPTS: saved.MAIL_MAX_ATTEMPTS,
    AUTH_RATE_LIMIT_FACTOR: saved.AUTH_RATE_LIMIT_FACTOR,
  });
});

const post = (path: string, body: unknown) =>
  requestJson(app, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function register(name: string, email: string) {
  const account = {
    name,
    email,
    password: "correct horse battery",
    phone: "+91 98765 43210",
    desiredjobtitle: "SRE",
    yoexp: 3,
    industry: "SaaS",
    skills: "Go",
  };
  const response = await post("/api/adduser/", account);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type OutboxRow = { id: string; status: string; attempts: number; last_error: string | null };
const outboxTo = (email: string) =>
  database.handle().sql<
    OutboxRow[]
  >`SELECT id, status, attempts, last_error FROM mail_outbox WHERE recipient = ${email} ORDER BY id`;

describe("password reset while the mail server is down", () => {
  it("answers at once, retries, and delivers the newest code once the server is back", async () => {
    const email = "down.then.up@example.in";
    await register("Meera Das", email);

    const started = Date.now();
    const first = await post("/api/resetpassword", { email });
    expect(first.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The worker tried and failed, and keeps the mail for another try.
    const failedTry = await until(
      async () => (await outboxTo(email)).find((row) => row.attempts >= 1 && row.last_error),
      "a failed try",
    );
    expect(failedTry.status).toBe("pending");

    // Asking again within the minute still sends: a fresh code replaces the undelivered one.
    expect((await post("/api/resetpassword", { email })).status).toBe(200);
    const rows = await outboxTo(email);
    expect(rows.map((row) => row.status)).toEqual(["cancelled", "pending"]);

    smtp = await startTestSmtpServer(undefined, smtpPort);
    const mail = await smtp.waitFor(email, { timeoutMs: 15_000 });
    const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post("/api/resetpassword/verify", { email, otp: code });
    expect(verified).toMatchObject({ status: 200, body: { verified: true } });
    // Only the newest code was mailed; the withdrawn one never went out.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect((await outboxTo(email)).map((row) => row.status)).toEqual(["cancelled", "sent"]);
  });

  it("counts a code's 10 minutes from the delivery of its mail", async () => {
    smtp = await startTestSmtpServer(undefined, smtpPort);
    const email = "late.mail@example.in";
    await register("Ravi Rao", email);
    expect((await post("/api/resetpassword", { email })).status).toBe(200);
    const code = /verification code is: (\d{6})/.exec((await smtp.waitFor(email)).text)![1];
    // As if the request was made 30 minutes ago and the mail was delayed until just now.
    await database.handle().sql`
      UPDATE password_reset_codes SET created_at = now() - interval '30 minutes', expires_at = now() - interval '20 minutes'
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`;
    expect((await post("/api/resetpassword/verify", { email, otp: code })).status).toBe(200);
    // Delivered 11 minutes ago and requested long before: expired.
    await database.handle()
      .sql`UPDATE mail_outbox SET sent_at = now() - interval '11 minutes' WHERE recipient = ${email}`;
    expect((await post("/api/resetpassword/verify", { email, otp: code })).status).toBe(400);
  });
});

describe("the mail queue", () => {
  it("records a mail that failed its last try where an admin can list it, and can queue it again", async () => {
    overrideEnv({ MAIL_MAX_ATTEMPTS: 2 });
    const { id } = await queueMail({ to: "never@example.in", subject: "Hello", text: "plain", html: "<p>html</p>" });
    const failed = await until(
      async () => (await listFailedMail()).find((mail) => mail.id === id),
      "the mail to be marked failed",
    );
    expect(failed).toMatchObject({ recipient: "never@example.in", subject: "Hello", attempts: 2 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await mailQueueCounts()).failed).toBeGreaterThanOrEqual(1);

    overrideEnv({ MAIL_MAX_ATTEMPTS: saved.MAIL_MAX_ATTEMPTS });
    smtp = await startTestSmtpServer(undefined, smtpPort);
    expect(await retryFailedMail(id)).toBe(true);
    expect((await smtp.waitFor("never@example.in")).text).toContain("plain");
    expect(await retryFailedMail(id)).toBe(false);
  });

  it("queues inside the caller's transaction: a rolled-back transaction sends nothing", async () => {
    smtp = await startTestSmtpServer(undefined, smtpPort);
    await database
      .handle()
      .sql.begin(async (tx) => {
        await queueMail({ to: "rolled.back@example.in", subject: "Nope", text: "x", html: "x" }, { db: tx });
        throw new Error("the caller changed its mind");
      })
      .catch(() => {});
    const { id } = await queueMail({ to: "committed@example.in", subject: "Yes", text: "y", html: "y" });
    await smtp.waitFor("committed@example.in");
    expect(id).toBeGreaterThan(0);
    expect(await outboxTo("rolled.back@example.in")).toEqual([]);
    expect(smtp.messages.some((message) => message.to.includes("rolled.back@example.in"))).toBe(false);
  });
});
