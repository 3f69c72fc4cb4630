import { describe, expect, it } from "vitest";
import { signLinkToken, createAlert, listAlerts } from "../../core/alerts";
import { alertQuerySchema } from "../../core/alerts/browser";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./alerts-unsubscribe";

/** The unsubscribe page behind the link in every alert mail: a GET only shows, the button's POST ends. */
const database = withTestDatabase();
type PageData = { data: Record<string, unknown>; init: { status?: number } | null };
const get = async (token: string) =>
  (await unsubscribeLoader({
    request: new Request(`http://jobs.example/alerts/unsubscribe?token=${encodeURIComponent(token)}`),
  } as never)) as unknown as PageData;
const post = async (token: string) =>
  (await unsubscribeAction({
    request: new Request("http://jobs.example/alerts/unsubscribe", {
      method: "POST",
      body: new URLSearchParams({ token }),
    }),
  } as never)) as unknown as PageData;

describe("/alerts/unsubscribe", () => {
  it("shows what would end on a GET, ends one alert on the POST, and refuses forged or reused links", async () => {
    const user = await insertUser(database.handle().sql, "pages@example.com");
    const query = alertQuerySchema.parse({ q: "designer" });
    const first = await createAlert(
      { query, frequency: "daily" },
      { user, ip: "198.51.100.30", origin: "https://jobs.example" },
    );
    await createAlert(
      { query: alertQuerySchema.parse({ q: "writer" }), frequency: "weekly" },
      { user, ip: "198.51.100.30", origin: "https://jobs.example" },
    );
    const id = first.alert.id;
    const token = signLinkToken("unsubscribe", String(id));

    const shown = await get(token);
    expect(shown.data).toMatchObject({ valid: true, all: false, alerts: [{ id, name: "Designer" }] });
    expect(await listAlerts({ userId: user.id })).toHaveLength(2);

    expect((await post(`${token.slice(0, -2)}xx`)).init?.status).toBe(400);
    expect(await listAlerts({ userId: user.id })).toHaveLength(2);
    expect((await post(token)).data).toEqual({ ended: [{ id, name: "Designer" }] });
    expect((await listAlerts({ userId: user.id })).map((alert) => alert.name)).toEqual(["Writer"]);
    expect((await post(token)).data).toEqual({ ended: [] });

    const all = signLinkToken("stop-all", "pages@example.com");
    expect((await get(all)).data).toMatchObject({ valid: true, all: true, alerts: [{ name: "Writer" }] });
    expect((await post(all)).data).toMatchObject({ ended: [{ name: "Writer" }] });
    expect(await listAlerts({ userId: user.id })).toEqual([]);
  });
});
