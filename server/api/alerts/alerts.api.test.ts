import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { runAlerts, signLinkToken, ALERT_MESSAGES } from "../../../core/alerts";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { sql } from "../../../db/client";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { withTestSmtpServer } from "../../../tests/setup/test-smtp";

withTestDatabase();
const app = createTestApp();
const smtp = withTestSmtpServer({ PUBLIC_URL: "https://board.example.in" });

async function bearer(email: string): Promise<string> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, email_verified_at) VALUES (${email}, 'Alert User', now()) RETURNING id`;
  return `Bearer ${(await createSession(user.id)).token}`;
}

const call = (method: string, path: string, body?: unknown, authorization?: string) =>
  requestJson(app, path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(authorization ? { authorization } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("alerts API", () => {
  it("lets a guest create, confirm (once) and unsubscribe in one click", async () => {
    const since = Date.now();
    const created = await call("POST", "/api/alerts", {
      email: "Api.Guest@Example.com",
      query: { q: "kotlin", location: ["remote"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: ALERT_MESSAGES.checkInbox,
      alert: { name: "Kotlin · Remote", status: "pending", frequency: "daily", email: "api.guest@example.com" },
    });
    const mail = await smtp().waitFor("api.guest@example.com", { since });
    const token = new URL(
      mail.text.match(/https:\/\/board\.example\.in\/alerts\/confirm\?token=\S+/)![0],
    ).searchParams.get("token");
    const confirmed = await call("POST", "/api/alerts/confirmations", { token });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { email: "api.guest@example.com", alerts: [{ name: "Kotlin · Remote" }] },
    });
    expect((await call("POST", "/api/alerts/confirmations", { token })).status).toBe(400);

    const manage = encodeURIComponent(signLinkToken("manage", "api.guest@example.com"));
    const listed = await call("GET", `/api/alerts?token=${manage}`);
    expect(listed.body.data).toMatchObject([{ status: "active", matchedLastWeek: 0 }]);

    const unsubscribeToken = encodeURIComponent(signLinkToken("unsubscribe", String(created.body.alert.id)));
    const forged = await app.request(`/api/alerts/unsubscribe?token=${unsubscribeToken.slice(0, -4)}AAAA`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(400);
    expect((await call("GET", `/api/alerts?token=${manage}`)).body.data).toHaveLength(1);
    const oneClick = await app.request(`/api/alerts/unsubscribe?token=${unsubscribeToken}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    const again = await app.request(`/api/alerts/unsubscribe?token=${unsubscribeToken}`, { method: "POST" });
    expect(again.status).toBe(404);
    expect((await call("GET", `/api/alerts?token=${manage}`)).body.data).toEqual([]);
  });

  it("lets a signed-in user create (active at once), list, update and delete only their own alerts", async () => {
    const owner = await bearer("api.owner@example.com");
    const stranger = await bearer("api.stranger@example.com");
    const created = await call(
      "POST",
      "/api/alerts",
      { query: { q: "python developer", location: "bengaluru", minSalary: 1_500_000 } },
      owner,
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: ALERT_MESSAGES.created,
        alert: { name: "Python developer · Bengaluru · ₹15 LPA+", status: "active" },
      },
    });
    const id = created.body.alert.id;
    expect((await call("PATCH", `/api/alerts/${id}`, { name: "Taken" }, stranger)).status).toBe(404);
    expect((await call("DELETE", `/api/alerts/${id}`, undefined, stranger)).status).toBe(404);
    const updated = await call(
      "PATCH",
      `/api/alerts/${id}`,
      { frequency: "weekly", status: "paused", name: "Evenings" },
      owner,
    );
    expect(updated).toMatchObject({
      status: 200,
      body: { alert: { frequency: "weekly", status: "paused", name: "Evenings" } },
    });
    expect((await call("PATCH", `/api/alerts/${id}`, { frequency: "hourly" }, owner)).status).toBe(400);
    expect((await call("PATCH", `/api/alerts/${id}`, {}, owner)).status).toBe(400);
    expect((await call("GET", "/api/alerts", undefined, owner)).body.data).toHaveLength(1);
    expect((await call("GET", "/api/alerts")).status).toBe(401);
    expect((await call("DELETE", `/api/alerts/${id}`, undefined, owner)).status).toBe(200);
    expect((await call("GET", "/api/alerts", undefined, owner)).body.data).toEqual([]);
  });

  it("filters an alert's pay by the search's LPA bands (decision 188), kept through an update of its other parts", async () => {
    const owner = await bearer("api.bands@example.com");
    const created = await call(
      "POST",
      "/api/alerts",
      { query: { q: "react", lpa: ["10-20", "20-plus"], workplace: ["remote"] } },
      owner,
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        alert: {
          name: "React · Remote · ₹10-20 LPA or ₹20+ LPA",
          query: { lpa: ["10-20", "20-plus"], workplace: ["remote"] },
        },
      },
    });
    expect(created.body.alert.search).toBe("q=react&workplace=remote&lpa=10-20&lpa=20-plus");
    const renamed = await call("PATCH", `/api/alerts/${created.body.alert.id}`, { name: "Remote React" }, owner);
    expect(renamed.body.alert.query).toMatchObject({ lpa: ["10-20", "20-plus"], workplace: ["remote"] });
    const refused = await call("POST", "/api/alerts", { query: { q: "react", lpa: ["5-10"] } }, owner);
    expect(refused).toMatchObject({ status: 400, body: { message: "lpa must be one of under-10, 10-20, 20-plus" } });
    expect((await call("GET", "/api/alerts", undefined, owner)).body.data).toHaveLength(1);
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const owner = await bearer("api.bad@example.com");
    const long = await call("POST", "/api/alerts", { query: { q: "x".repeat(10_000) } }, owner);
    expect(long).toMatchObject({ status: 400, body: { message: "The search text may be at most 200 characters" } });
    expect((await call("POST", "/api/alerts", { query: {} })).status).toBe(400);
    expect((await call("POST", "/api/alerts", { frequency: "hourly" }, owner)).status).toBe(400);
    expect((await call("DELETE", "/api/alerts/abc", undefined, owner)).status).toBe(400);
    expect((await call("GET", "/api/alerts?token=forged.token")).status).toBe(400);
    expect((await call("GET", "/api/alerts", undefined, owner)).body.data).toEqual([]);
    // An empty search is allowed: all new jobs.
    expect(await call("POST", "/api/alerts", {}, owner)).toMatchObject({
      status: 201,
      body: { alert: { name: "All new jobs" } },
    });
  });

  it("mails a signed-in user's alert from the run, with a working one-click unsubscribe that stops the next mail", async () => {
    const owner = await bearer("api.mailed@example.com");
    await call("POST", "/api/alerts", { query: { q: "elixir" }, frequency: "instant" }, owner);
    await insertFixtureJobs(sql(), [{ title: "Elixir Engineer", company: "Brew", ageDays: 0 }]);
    const since = Date.now();
    await runAlerts({ force: true });
    const mail = await smtp().waitFor("api.mailed@example.com", { since });
    expect(mail.subject).toBe("1 new Elixir job");
    const oneClick = mail.raw.match(
      /^List-Unsubscribe:\s+<https:\/\/board\.example\.in(\/alerts\/unsubscribe\?token=[^>]+)>/m,
    )![1];
    expect(
      (
        await app.request(oneClick, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(200);
    await insertFixtureJobs(sql(), [{ title: "Elixir Lead", company: "Brew", ageDays: 0 }]);
    await runAlerts({ force: true });
    const [{ queued }] = await sql()<
      { queued: number }[]
    >`SELECT count(*)::int AS queued FROM mail_outbox WHERE recipient = 'api.mailed@example.com'`;
    expect(queued).toBe(1);
  });

  it("is described in the OpenAPI document with operation ids", async () => {
    const { body } = await requestJson(app, "/api/openapi.json");
    const ids = Object.values(body.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        "createAlert",
        "listAlerts",
        "updateAlert",
        "deleteAlert",
        "confirmAlerts",
        "unsubscribeAlert",
      ]),
    );
  });
});
