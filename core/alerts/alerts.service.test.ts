import { describe, expect, it } from "vitest";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { confirmAlerts, previewConfirmation, unsubscribe, unsubscribeTarget } from "./alert-links.service";
import { alertNameOf, alertSubject } from "./alert-name";
import { runAlerts } from "./alert-run";
import { signLinkToken, verifyLinkToken } from "./alert-tokens";
import { ALERT_MESSAGES, alertQuerySchema, createAlertSchema } from "./alerts.schema";
import { createAlert, deleteAlert, DELIVERY_FAILED, listAlerts, updateAlert } from "./alerts.service";

const database = withTestDatabase();
const origin = "https://board.example.in";
const query = (search: Record<string, unknown> = {}) => alertQuerySchema.parse(search);
// Each address from its own network by default: one network's confirmation mails are capped at 5 a day (decision 164).
const guest = (email: string, search: Record<string, unknown> = {}, ip = `net-of-${email}`) =>
  createAlert({ query: query(search), frequency: "daily", email }, { ip, origin });

async function queuedTo(email: string): Promise<{ subject: string; text: string }[]> {
  return database.handle().sql<
    { subject: string; text: string }[]
  >`SELECT subject, message->>'text' AS text FROM mail_outbox WHERE recipient = ${email} ORDER BY id`;
}

describe("alert names and subjects", () => {
  it("names an alert after its search, and 'All new jobs' without one", () => {
    expect(alertNameOf(query({ q: "python developer", location: "bengaluru", minSalary: "1500000" }))).toBe(
      "Python developer · Bengaluru · ₹15 LPA+",
    );
    expect(
      alertNameOf(query({ category: "software-engineering" }), {
        category: { "software-engineering": "Software Engineering" },
      }),
    ).toBe("Software Engineering");
    expect(alertNameOf(query())).toBe("All new jobs");
  });

  it("builds the subject from the search, or from a name its owner chose", () => {
    const search = query({ q: "python developer", location: "bengaluru" });
    expect(alertSubject(4, { name: alertNameOf(search), query: search })).toBe(
      "4 new Python developer jobs in Bengaluru",
    );
    expect(alertSubject(1, { name: "My search", query: search })).toBe("1 new job for “My search”");
  });

  it("never lets CR or LF into a name or a subject (header injection)", () => {
    const parsed = createAlertSchema.parse({
      name: "Jobs\r\nBcc: victim@example.com",
      query: { q: "x\r\nBcc: y@example.com" },
    });
    expect(parsed.name).toBe("Jobs Bcc: victim@example.com");
    expect(parsed.query.q).not.toMatch(/[\r\n]/);
    expect(alertSubject(2, { name: parsed.name!, query: parsed.query })).not.toMatch(/[\r\n]/);
  });
});

describe("bad input", () => {
  it("allows an empty search (all new jobs) and refuses 10,000 characters with the search's own message", () => {
    expect(createAlertSchema.safeParse({}).success).toBe(true);
    const long = createAlertSchema.safeParse({ query: { q: "a".repeat(10_000) } });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].message).toBe("The search text may be at most 200 characters");
  });

  it("caps one address at 20 alerts with a message", async () => {
    const user = await insertUser(database.handle().sql, "many@example.com");
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await createAlert(
            { query: query({ q: `role ${i}` }), frequency: "daily" },
            { user, ip: "198.51.100.5", origin },
          )
        ).alert,
      ).toBeDefined();
    const refused = createAlert(
      { query: query({ q: "one more" }), frequency: "daily" },
      { user, ip: "198.51.100.5", origin },
    );
    await expect(refused).rejects.toMatchObject({ kind: "conflict", message: ALERT_MESSAGES.tooMany });
    expect(await listAlerts({ userId: user.id })).toHaveLength(20);
  });
});

describe("guest sign-ups", () => {
  it("sends one confirmation an hour per address; its link starts every pending alert, once", async () => {
    expect((await guest("twice@example.com", { q: "designer" })).alert).toBeDefined();
    expect((await guest("twice@example.com", { q: "writer" }, "192.0.2.77")).alert).toBeDefined();
    const mails = await queuedTo("twice@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Confirm your Startup Jobs job alert");
    const token = new URL(mails[0].text.match(/https:\/\/\S+\/alerts\/confirm\?token=\S+/)![0]).searchParams.get(
      "token",
    )!;
    expect(await previewConfirmation(token)).toMatchObject({
      ok: true,
      alerts: [{ name: "Designer" }, { name: "Writer" }],
    });
    expect((await listAlerts({ email: "twice@example.com" })).map((alert) => alert.status)).toEqual([
      "pending",
      "pending",
    ]);
    expect(await confirmAlerts(token)).toMatchObject({ ok: true, email: "twice@example.com" });
    expect((await listAlerts({ email: "twice@example.com" })).map((alert) => alert.status)).toEqual([
      "active",
      "active",
    ]);
  });

  it("forgets alerts never confirmed after 30 days (at the next run)", async () => {
    await guest("forgotten@example.com", { q: "archivist" });
    await database.handle()
      .sql`UPDATE job_alerts SET created_at = now() - interval '31 days' WHERE email = 'forgotten@example.com'`;
    await runAlerts();
    expect(await listAlerts({ email: "forgotten@example.com" })).toEqual([]);
  });

  it("refuses forged, reused and expired confirmation tokens and changes nothing", async () => {
    await guest("late@example.com", { q: "chef" });
    const [mail] = await queuedTo("late@example.com");
    const token = new URL(mail.text.match(/https:\/\/\S+\/alerts\/confirm\?token=\S+/)![0]).searchParams.get("token")!;
    expect(await confirmAlerts("x".repeat(43))).toEqual({ ok: false });
    expect(await confirmAlerts("../etc/passwd")).toEqual({ ok: false });
    await database.handle()
      .sql`UPDATE alert_confirmations SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'`;
    expect(await confirmAlerts(token)).toEqual({ ok: false });
    expect((await listAlerts({ email: "late@example.com" }))[0].status).toBe("pending");
  });
});

describe("signed links", () => {
  it("refuses forged and altered unsubscribe tokens; a used one ends nothing more", async () => {
    const user = await insertUser(database.handle().sql, "links@example.com");
    const created = await createAlert(
      { query: query({ q: "nurse" }), frequency: "weekly" },
      { user, ip: "198.51.100.6", origin },
    );
    const id = created.alert.id;
    const token = signLinkToken("unsubscribe", String(id));
    const [payload, mac] = token.split(".");
    const altered = `${Buffer.from(JSON.stringify(["unsubscribe", String(id + 1), 0])).toString("base64url")}.${mac}`;
    expect(unsubscribeTarget(altered)).toBeNull();
    expect(unsubscribeTarget(`${payload}.${"A".repeat(43)}`)).toBeNull();
    expect(unsubscribeTarget(signLinkToken("manage", "links@example.com"))).toBeNull();
    expect(
      verifyLinkToken("manage", signLinkToken("manage", "links@example.com", Date.now() - 31 * 86_400_000)),
    ).toBeNull();
    expect(await unsubscribe(unsubscribeTarget(token)!)).toEqual([{ id, name: "Nurse" }]);
    expect(await unsubscribe(unsubscribeTarget(token)!)).toEqual([]);
  });

  it("'stop all' ends every alert of the address and no one else's", async () => {
    await guest("all@example.com", { q: "a" });
    await guest("all@example.com", { q: "b" });
    await guest("other@example.com", { q: "c" });
    const ended = await unsubscribe(unsubscribeTarget(signLinkToken("stop-all", "all@example.com"))!);
    expect(ended).toHaveLength(2);
    expect(await listAlerts({ email: "other@example.com" })).toHaveLength(1);
  });
});

describe("delivery failures", () => {
  it("shows the last mail that failed every retry on its alert (read from the mail outbox)", async () => {
    const sql = database.handle().sql;
    const user = await insertUser(sql, "bounced@example.com");
    await createAlert(
      { query: query({ q: "bounce tester" }), frequency: "daily" },
      { user, ip: "198.51.100.8", origin },
    );
    await insertFixtureJobs(sql, [{ title: "Bounce Tester", ageDays: 0 }]);
    await runAlerts({ force: true });
    expect((await listAlerts({ userId: user.id }))[0].lastFailure).toBeNull();
    // What the mail worker writes after the last try (core/mail/mail-worker.ts).
    await sql`UPDATE mail_outbox SET status = 'failed', failed_at = now(), last_error = '550 mailbox unavailable' WHERE recipient = 'bounced@example.com'`;
    // The owner reads that delivery failed, never the transport's words (issue 27).
    expect((await listAlerts({ userId: user.id }))[0].lastFailure).toMatchObject({ error: DELIVERY_FAILED });
    expect(JSON.stringify(await listAlerts({ userId: user.id }))).not.toContain("550");
  });

  it("an account whose address is not proved waits for the double opt-in, like a guest (issue 27)", async () => {
    const sql = database.handle().sql;
    const user = await insertUser(sql, "unproved@example.com", { proved: false });
    const created = await createAlert(
      { query: query({ q: "refund" }), frequency: "instant" },
      { user, ip: "198.51.100.9", origin },
    );
    expect(created).toMatchObject({ alert: { status: "pending" }, mailed: true });
    const [mail] = await sql<
      { subject: string }[]
    >`SELECT subject FROM mail_outbox WHERE recipient = 'unproved@example.com' ORDER BY id DESC LIMIT 1`;
    expect(mail.subject).toMatch(/Confirm/);
  });
});

describe("managing alerts", () => {
  it("renames, re-filters (renaming an alert named after its search), pauses and deletes only the owner's", async () => {
    const sql = database.handle().sql;
    const owner = await insertUser(sql, "owner@example.com");
    const stranger = await insertUser(sql, "stranger@example.com");
    const created = await createAlert(
      { query: query({ q: "go developer" }), frequency: "daily" },
      { user: owner, ip: "198.51.100.7", origin },
    );
    const id = created.alert.id;
    await expect(updateAlert({ userId: stranger.id }, id, { name: "Mine now" })).rejects.toMatchObject({
      kind: "not_found",
    });
    const refiltered = await updateAlert({ userId: owner.id }, id, {
      query: query({ q: "rust developer", location: "remote" }),
      frequency: "weekly",
    });
    expect(refiltered).toMatchObject({
      name: "Rust developer · Remote",
      frequency: "weekly",
      search: "q=rust+developer&location=remote",
    });
    expect(await updateAlert({ userId: owner.id }, id, { name: "Evening read", status: "paused" })).toMatchObject({
      name: "Evening read",
      status: "paused",
    });
    expect(await updateAlert({ userId: owner.id }, id, { query: query({ q: "zig" }) })).toMatchObject({
      name: "Evening read",
    });
    expect(await deleteAlert({ userId: stranger.id }, id)).toBe(false);
    expect(await deleteAlert({ userId: owner.id }, id)).toBe(true);
    expect(await listAlerts({ userId: owner.id })).toEqual([]);
  });

  it("does not start a guest's alert by an update before it is confirmed", async () => {
    const created = await guest("unconfirmed@example.com", { q: "pilot" });
    const id = created.alert.id;
    await expect(updateAlert({ email: "unconfirmed@example.com" }, id, { status: "active" })).rejects.toMatchObject({
      kind: "conflict",
      message: ALERT_MESSAGES.needsConfirmation,
    });
  });
});
