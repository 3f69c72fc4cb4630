import { describe, expect, it } from "vitest";
import { issueCsrfToken, CSRF_COOKIE, CSRF_FIELD, createSession, SESSION_COOKIE } from "../../core/accounts";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { emailUnprovedFor } from "./email-proof.server";
import { getCurrentUser } from "./session.server";
import { settingsAction } from "./settings.server";

/**
 * The 'please prove your e-mail' banner of every page (issue 28): the root loader's `emailUnproved`, read as
 * app/root.tsx reads it (the session's user, then emailUnprovedFor), says so only for a signed-in
 * account whose address is not proved, never for a guest, and stops once the code from the banner's own
 * form (posted to /settings, as the banner does) is entered.
 */
const database = withTestDatabase();
const csrf = issueCsrfToken();

async function signedInCookie(userId: number) {
  return `${SESSION_COOKIE}=${(await createSession(userId)).token}; ${CSRF_COOKIE}=${csrf}`;
}
async function rootData(cookie?: string) {
  const user = await getCurrentUser(new Request("http://jobs.example/", { headers: cookie ? { cookie } : {} }));
  return { user, emailUnproved: await emailUnprovedFor(user) };
}
const postSettings = (cookie: string, fields: Record<string, string>) =>
  settingsAction(
    new Request("http://jobs.example/settings", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf, ...fields }),
    }),
  );

describe("the proof-of-e-mail banner's data", () => {
  it("is off for guests and proved accounts; on for an unproved one until the mailed code is entered", async () => {
    const sql = database.handle().sql;
    expect((await rootData()).emailUnproved).toBe(false);

    const proved = await insertUser(sql, "proved@example.com", { proved: true });
    expect((await rootData(await signedInCookie(proved.id))).emailUnproved).toBe(false);

    const fresh = await insertUser(sql, "fresh@example.com", { proved: false });
    const cookie = await signedInCookie(fresh.id);
    expect(await rootData(cookie)).toMatchObject({ user: { email: "fresh@example.com" }, emailUnproved: true });

    // The banner's form: intent proof-send to the settings action.
    expect(await postSettings(cookie, { intent: "proof-send" })).toMatchObject({
      section: "proof",
      done: expect.any(String),
    });
    const [mail] = await sql<
      { text: string }[]
    >`SELECT message->>'text' AS text FROM mail_outbox WHERE recipient = 'fresh@example.com' ORDER BY id DESC LIMIT 1`;
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    expect((await rootData(cookie)).emailUnproved).toBe(true);
    expect(await postSettings(cookie, { intent: "proof-confirm", code })).toMatchObject({
      section: "proof",
      done: expect.any(String),
    });
    expect((await rootData(cookie)).emailUnproved).toBe(false);
    // A guest's page never holds it, whoever else is unproved.
    expect((await rootData()).emailUnproved).toBe(false);
  });

  it("refuses the banner's post without the CSRF field", async () => {
    const fresh = await insertUser(database.handle().sql, "nocsrf@example.com", { proved: false });
    const cookie = await signedInCookie(fresh.id);
    const answer = (await settingsAction(
      new Request("http://jobs.example/settings", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ intent: "proof-send" }),
      }),
    )) as unknown as { init: { status: number } };
    expect(answer.init.status).toBe(403);
  });
});
