import { describe, expect, it } from "vitest";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { accountAlertOwner, listAlerts, updateAlert } from "./alerts.service";

const database = withTestDatabase();

/** The newsletter as the footer's form leaves it once confirmed: a preset alert of the address, with no account. */
async function newsletterOfAddress(email: string): Promise<number> {
  const [row] = await database.handle().sql<{ id: number }[]>`
    INSERT INTO job_alerts (email, name, query, frequency, status, preset, confirmed_at)
    VALUES (${email}, 'Weekly newsletter: all new jobs', '{"q": "", "category": [], "type": [], "level": [], "location": []}'::jsonb, 'weekly', 'active', 'newsletter', now()) RETURNING id`;
  return row.id;
}

describe("the mail an account's address gets, in its settings (issue 44 point 9)", () => {
  it("lists the newsletter the address subscribed to through the form, once the account has proved the address, and switches it off", async () => {
    const user = await insertUser(database.handle().sql, "reader@example.com", { proved: true });
    const newsletter = await newsletterOfAddress("reader@example.com");
    const owner = await accountAlertOwner(user.id);
    expect((await listAlerts(owner)).map((alert) => alert.id)).toEqual([newsletter]);
    expect(await updateAlert(owner, newsletter, { status: "paused" })).toMatchObject({
      id: newsletter,
      status: "paused",
    });
  });

  it("shows a stranger's newsletter to nobody who registered with that address without proving it", async () => {
    const squatter = await insertUser(database.handle().sql, "victim@example.com", { proved: false });
    const newsletter = await newsletterOfAddress("victim@example.com");
    const owner = await accountAlertOwner(squatter.id);
    expect(await listAlerts(owner)).toEqual([]);
    await expect(updateAlert(owner, newsletter, { status: "paused" })).rejects.toMatchObject({ kind: "not_found" });
    const [row] = await database.handle().sql<
      { status: string }[]
    >`SELECT status FROM job_alerts WHERE id = ${newsletter}`;
    expect(row.status).toBe("active");
  });

  it("never reaches another address's or another account's alerts", async () => {
    const user = await insertUser(database.handle().sql, "one@example.com", { proved: true });
    const other = await insertUser(database.handle().sql, "two@example.com", { proved: true });
    await newsletterOfAddress("two@example.com");
    await database.handle().sql`
      INSERT INTO job_alerts (user_id, email, name, query, frequency, status) VALUES (${other.id}, 'two@example.com', 'Theirs', '{"q": "go"}'::jsonb, 'daily', 'active')`;
    expect(await listAlerts(await accountAlertOwner(user.id))).toEqual([]);
  });
});
