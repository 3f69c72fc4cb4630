import { describe, expect, it } from "vitest";
import { overrideEnv } from "../../../config/env";
import { NEWSLETTER_MESSAGES, subscriptionStatus } from "../../../core/newsletter";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { withTestSmtpServer } from "../../../tests/setup/test-smtp";

withTestDatabase();
const app = createTestApp();
const smtp = withTestSmtpServer({ PUBLIC_URL: "https://board.example.in" });

const post = (path: string, body: unknown) =>
  requestJson(app, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/newsletter/subscriptions", () => {
  it("accepts an address with the same answer every time and mails a working confirmation link", async () => {
    const since = Date.now();
    const first = await post("/api/newsletter/subscriptions", { email: "Kavya@Example.com" });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });

    const mail = await smtp().waitFor("kavya@example.com", { since });
    const confirmUrl = new URL(mail.text.match(/https:\/\/board\.example\.in\/newsletter\/confirm\?token=\S+/)![0]);
    const unsubscribeUrl = new URL(
      mail.text.match(/https:\/\/board\.example\.in\/newsletter\/unsubscribe\?token=\S+/)![0],
    );
    // The delivered message carries the one-click unsubscribe headers (RFC 2369, RFC 8058).
    expect(mail.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/board\.example\.in\/api\/newsletter\/unsubscribe\?token=[^>]+>/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/m);

    const confirmed = await post("/api/newsletter/confirmations", { token: confirmUrl.searchParams.get("token") });
    expect(confirmed).toMatchObject({ status: 200, body: { status: "confirmed" } });
    expect(await subscriptionStatus("kavya@example.com")).toBe("confirmed");

    const again = await post("/api/newsletter/subscriptions", { email: "kavya@example.com" });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);

    // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" to the one-click URL.
    const oneClick = await app.request(
      `/api/newsletter/unsubscribe?token=${unsubscribeUrl.searchParams.get("token")}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(oneClick.status).toBe(200);
    expect(await subscriptionStatus("kavya@example.com")).toBe("unsubscribed");
  });

  it("rejects an invalid address with the form's message", async () => {
    const response = await post("/api/newsletter/subscriptions", { email: "not an email" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
  });

  it("answers a body that is not JSON with 415 and malformed JSON with 400", async () => {
    const form = await app.request("/api/newsletter/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a@b.co",
    });
    expect(form.status).toBe(415);
    const broken = await app.request("/api/newsletter/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
  });

  it("refuses unknown confirmation and unsubscribe tokens with 400", async () => {
    expect((await post("/api/newsletter/confirmations", { token: "z".repeat(43) })).status).toBe(400);
    expect((await app.request(`/api/newsletter/unsubscribe?token=${"z".repeat(43)}`, { method: "POST" })).status).toBe(
      400,
    );
    expect((await app.request("/api/newsletter/unsubscribe", { method: "POST" })).status).toBe(400);
  });

  it("is described in the OpenAPI document", async () => {
    const { body } = await requestJson(app, "/api/openapi.json");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/newsletter/subscriptions", "/newsletter/confirmations", "/newsletter/unsubscribe"]),
    );
  });
});

describe("links in newsletter mail", () => {
  it("never take their origin from the request's Host header", async () => {
    overrideEnv({ PUBLIC_URL: undefined, PORT: 3000 });
    try {
      const since = Date.now();
      const response = await app.request("http://evil.example/api/newsletter/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "hosted@example.com" }),
      });
      expect(response.status).toBe(202);
      const mail = await smtp().waitFor("hosted@example.com", { since });
      expect(mail.raw).not.toContain("evil.example");
      expect(mail.text).toContain("http://localhost:3000/newsletter/confirm?token=");
    } finally {
      overrideEnv({ PUBLIC_URL: "https://board.example.in" });
    }
  });
});
