import { describe, expect, it } from "vitest";
import { LINK_REMOVED } from "../../core/alerts";
import { sql } from "../../db/client";
import { createTestApp, requestJson } from "../setup/test-app";
import { withTestDatabase } from "../setup/test-database";
import { withTestSmtpServer } from "../setup/test-smtp";

/**
 * Issue 43 point 6, the attack as found: twelve guest alerts from one network, each for another
 * person's address, each named 'Visit http://evil.test/claim to WIN'. Every one used to be accepted
 * and every confirmation mail carried the stranger's words and link.
 */
withTestDatabase();
const app = createTestApp();
const smtp = withTestSmtpServer({ PUBLIC_URL: "https://board.example.in", TRUST_PROXY: true });
const SPAM = "Visit http://evil.test/claim to WIN";
/** The whole message (text and HTML parts) with quoted-printable soft breaks undone: enough for ASCII checks. */
const wholeMail = (mail: { raw: string }) => mail.raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");

const createGuestAlert = (email: string, ip: string, body: Record<string, unknown> = {}) =>
  requestJson(app, "/api/alerts", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, name: SPAM, query: { q: "kotlin" }, ...body }),
  });

describe("guest alert confirmations (issue 43 point 6)", () => {
  it("sends at most 5 confirmation mails a day per client address, then answers 429 with Retry-After, storing nothing", async () => {
    const since = Date.now();
    const answers = [];
    for (let n = 1; n <= 12; n += 1) answers.push(await createGuestAlert(`victim${n}@example.com`, "198.51.100.43"));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3600);
      expect(refused.body.message).toMatch(
        /^Too many alert confirmation e-mails from your network\. Please try again in \d+ hours\.$/,
      );
    }
    const [{ stored }] = await sql()<
      { stored: number }[]
    >`SELECT count(*)::int AS stored FROM job_alerts WHERE email LIKE 'victim%@example.com'`;
    expect(stored).toBe(5);
    // The mail queue delivers in any order: wait for each of the five, not only the last one queued.
    for (let n = 1; n <= 5; n += 1) await smtp().waitFor(`victim${n}@example.com`, { since });
    const mails = smtp().messages.filter(
      (mail) => mail.receivedAt >= since && mail.to.some((to) => /^victim\d+@/.test(to)),
    );
    expect(mails).toHaveLength(5);

    // Another network is not held back by this one.
    expect((await createGuestAlert("victim13@example.com", "198.51.100.44")).status).toBe(201);
  });

  it("names the alert by its search in the confirmation mail and page; the chosen name shows only once confirmed", async () => {
    const since = Date.now();
    const created = await createGuestAlert("named@example.com", "198.51.100.45");
    expect(created.status).toBe(201);
    expect(created.body.alert.name).toBe("Kotlin");
    const mail = await smtp().waitFor("named@example.com", { since });
    expect(mail.text).toContain('for the alert "Kotlin"');
    expect(mail.text).toContain("https://board.example.in/alerts/confirm?token=");
    expect(wholeMail(mail)).not.toContain("evil.test");
    expect(wholeMail(mail)).not.toContain("WIN");

    const token = new URL(
      mail.text.match(/https:\/\/board\.example\.in\/alerts\/confirm\?token=\S+/)![0],
    ).searchParams.get("token");
    const confirmed = await requestJson(app, "/api/alerts/confirmations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(confirmed).toMatchObject({ status: 200, body: { alerts: [{ name: SPAM }] } });
  });

  it("takes no link from the guest's search words into the mail, escaped in its HTML", async () => {
    const since = Date.now();
    const created = await createGuestAlert("searched@example.com", "198.51.100.46", {
      name: undefined,
      query: { q: `${SPAM} <b>now</b> www.evil.test me@evil.test` },
    });
    expect(created.status).toBe(201);
    const mail = await smtp().waitFor("searched@example.com", { since });
    expect(mail.text).toContain(
      `for the alert "${SPAM.replace("http://evil.test/claim", LINK_REMOVED)} <b>now</b> ${LINK_REMOVED}"`,
    );
    expect(wholeMail(mail)).not.toMatch(/evil\.test|www\./);
    expect(wholeMail(mail)).toContain(
      "<strong>Visit [link removed] to WIN &#60;b&#62;now&#60;/b&#62; [link removed]</strong>",
    );
    expect(wholeMail(mail).split("Content-Type: text/html")[1]).not.toMatch(/<b>now/);
  });
});
