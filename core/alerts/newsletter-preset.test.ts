import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import {
  confirmSubscription,
  requestSubscription,
  subscriptionStatus,
  unsubscribe as unsubscribeNewsletter,
} from "../newsletter";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { unsubscribe, unsubscribeTarget } from "./alert-links.service";
import { runAlerts } from "./alert-run";
import { signLinkToken } from "./alert-tokens";
import { listAlerts } from "./alerts.service";

/** The newsletter is a preset alert: all new jobs, weekly (decision 081). */
const database = withTestDatabase();
const origin = "https://board.example.in";

async function subscribeAndConfirm(email: string) {
  await requestSubscription({ email, ip: "203.0.113.40", origin });
  const [{ text }] = await database.handle().sql<
    { text: string }[]
  >`SELECT message->>'text' AS text FROM mail_outbox WHERE recipient = ${email} ORDER BY id DESC LIMIT 1`;
  const token = new URL(text.match(/https:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]).searchParams.get("token")!;
  expect(await confirmSubscription(token)).toBe("confirmed");
  return new URL(text.match(/https:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)![0]).searchParams.get("token")!;
}

describe("the newsletter as a preset alert", () => {
  it("starts a weekly all-jobs alert on confirmation, which the alert run mails", async () => {
    await subscribeAndConfirm("reader@example.com");
    expect(await listAlerts({ email: "reader@example.com" })).toMatchObject([
      {
        preset: "newsletter",
        frequency: "weekly",
        status: "active",
        name: "Weekly newsletter: all new jobs",
        search: "",
      },
    ]);
    await insertFixtureJobs(database.handle().sql, [
      { title: "Founding Engineer", ageDays: 0 },
      { title: "Growth Marketer", ageDays: 0 },
    ]);
    expect(await runAlerts({ force: true })).toMatchObject({ mailed: 1, jobsSent: 2 });
    const [mail] = await database.handle().sql<
      { subject: string }[]
    >`SELECT subject FROM mail_outbox WHERE recipient = 'reader@example.com' ORDER BY id DESC LIMIT 1`;
    expect(mail.subject).toBe("2 new jobs for “Weekly newsletter: all new jobs”");
  });

  it("ends the alert with the newsletter's unsubscribe link, and the sign-up with the alert's", async () => {
    const newsletterToken = await subscribeAndConfirm("leaver@example.com");
    expect(await unsubscribeNewsletter(newsletterToken)).toBe(true);
    expect(await listAlerts({ email: "leaver@example.com" })).toEqual([]);

    await subscribeAndConfirm("other-leaver@example.com");
    await unsubscribe(unsubscribeTarget(signLinkToken("stop-all", "other-leaver@example.com"))!);
    expect(await subscriptionStatus("other-leaver@example.com")).toBe("unsubscribed");
  });

  it("migrates confirmed subscribers, once", async () => {
    const sql = database.handle().sql;
    await sql`INSERT INTO newsletter_subscriptions (email, status, unsubscribe_token, confirmed_at) VALUES
      ('old@example.com', 'confirmed', ${"t".repeat(43)}, now()), ('unsure@example.com', 'pending', ${"u".repeat(43)},
      NULL)`;
    const migration = readFileSync(new URL("../../db/migrations/0131_newsletter_alerts.sql", import.meta.url), "utf8")
      .split("\n\n")
      .slice(1)
      .join("\n\n");
    await sql.unsafe(migration);
    await sql.unsafe(migration);
    expect(await listAlerts({ email: "old@example.com" })).toMatchObject([{ preset: "newsletter", status: "active" }]);
    expect(await listAlerts({ email: "unsure@example.com" })).toEqual([]);
  });
});
