// RFC 8058 for alert mail (issue 33): the exact URL of a real queued mail's List-Unsubscribe header, and the body's
// link, is one URL; a GET of it shows the confirm page and ends nothing, a one-click POST ends the alert with no page.
import { describe, expect, it } from "vitest";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./alerts-unsubscribe";
import { createSession } from "../../core/accounts";
import { runAlerts, listAlerts } from "../../core/alerts";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { sql } from "../../db/client";
import { createTestApp, requestJson } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";
import { withTestSmtpServer } from "../../tests/setup/test-smtp";

withTestDatabase();
const app = createTestApp();
const smtp = withTestSmtpServer({ PUBLIC_URL: "https://board.example.in" });
const oneClickBody = {
  method: "POST",
  body: "List-Unsubscribe=One-Click",
  headers: { "content-type": "application/x-www-form-urlencoded" },
};

async function mailedAlert(email: string, q: string) {
  // A proved address: an unproved account's alert waits for the double opt-in (issue 27), and the first mail would be its confirmation.
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, email_verified_at) VALUES (${email}, 'Alert User', now()) RETURNING id`;
  const authorization = `Bearer ${(await createSession(user.id)).token}`;
  const created = await requestJson(app, "/api/alerts", {
    method: "POST",
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify({ query: { q }, frequency: "instant" }),
  });
  expect(created.status).toBe(201);
  await insertFixtureJobs(sql(), [{ title: `${q} Engineer`, company: "Brew", ageDays: 0 }]);
  const since = Date.now();
  await runAlerts({ force: true });
  const mail = await smtp().waitFor(email, { since });
  const header = mail.raw.match(/^List-Unsubscribe:\s+<([^>]+)>/m)![1];
  const body = mail.text.match(/Unsubscribe from this alert: (\S+)/)![1];
  return { userId: user.id, header, body, raw: mail.raw };
}

const pathOf = (url: string) => url.replace("https://board.example.in", "");
const activeAlerts = async (userId: number) =>
  (await listAlerts({ userId })).filter((alert) => alert.status === "active");

describe("an alert mail's unsubscribe URL", () => {
  it("is one URL in the header and the body: GET shows the confirm page and ends nothing; one-click POST ends it without a page", async () => {
    const { userId, header, body, raw } = await mailedAlert("one.url@example.com", "Elixir");
    expect(raw).toMatch(/^List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/m);
    expect(header).toBe(body);
    expect(header).toMatch(/^https:\/\/board\.example\.in\/alerts\/unsubscribe\?token=/);

    // GET: the page (the test app's page stub here; its loader below), never the API's 404; nothing ends.
    const shown = await app.request(pathOf(header));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe("page");
    const loaded = (await unsubscribeLoader({ request: new Request(header) } as never)) as unknown as {
      data: { valid: boolean; alerts: { name: string }[] };
    };
    expect(loaded.data).toMatchObject({ valid: true, alerts: [{ name: "Elixir" }] });
    expect(await activeAlerts(userId)).toHaveLength(1);

    // One-click POST of the exact URL: ended, a short text answer, no page.
    const oneClick = await app.request(pathOf(header), oneClickBody);
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await oneClick.text()).toMatch(/^Unsubscribed/);
    expect(await activeAlerts(userId)).toHaveLength(0);
    expect((await app.request(pathOf(header), oneClickBody)).status).toBe(200);
  });

  it("ends the alert on a POST of the body's link whose token is only in the URL (the page's action)", async () => {
    const { userId, body } = await mailedAlert("body.link@example.com", "Haskell");
    const request = new Request(body, { method: "POST", body: new URLSearchParams({ other: "1" }) });
    const result = (await unsubscribeAction({ request } as never)) as unknown as {
      data: { ended: { name: string }[] | null };
    };
    expect(result.data.ended).toMatchObject([{ name: "Haskell" }]);
    expect(await activeAlerts(userId)).toHaveLength(0);
  });

  it("refuses a forged token on one click, and sends a GET of an older mail's /api/ header URL to the page", async () => {
    const { userId, header } = await mailedAlert("older.mail@example.com", "Erlang");
    const forged = await app.request(`${pathOf(header).slice(0, -4)}AAAA`, oneClickBody);
    expect(forged.status).toBe(400);
    expect(await activeAlerts(userId)).toHaveLength(1);
    const token = new URL(header).searchParams.get("token")!;
    const older = await app.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(older.status).toBe(303);
    expect(older.headers.get("location")).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await activeAlerts(userId)).toHaveLength(1);
    // Its one-click POST still works.
    expect((await app.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, oneClickBody)).status).toBe(
      200,
    );
    expect(await activeAlerts(userId)).toHaveLength(0);
  });
});
