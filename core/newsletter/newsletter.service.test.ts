import { afterEach, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import type { NewsletterMail } from "./newsletter.mail";
import { NEWSLETTER_MESSAGES, subscribeSchema } from "./newsletter.schema";
import {
  NEWSLETTER_LIMITS,
  confirmSubscription,
  newsletterLinkWorks,
  requestSubscription,
  subscriptionStatus,
  unsubscribe,
} from "./newsletter.service";

const database = withTestDatabase();
const origin = "https://jobs.example.org";
const defaults = structuredClone(NEWSLETTER_LIMITS);

afterEach(() => {
  Object.assign(NEWSLETTER_LIMITS, structuredClone(defaults));
});

type QueuedRow = { id: string; recipient: string; subject: string; message: Omit<NewsletterMail, "to" | "subject"> };

/** The mails queued (mail_outbox) since this outbox was opened; no worker runs here, so they stay queued. */
async function outbox() {
  const sent: NewsletterMail[] = [];
  let seen = Number(
    (await database.handle().sql<{ max: string | null }[]>`SELECT max(id) FROM mail_outbox`)[0].max ?? 0,
  );
  const collect = async () => {
    const rows = await database.handle().sql<
      QueuedRow[]
    >`SELECT id, recipient, subject, message FROM mail_outbox WHERE id > ${seen} ORDER BY id`;
    for (const row of rows) {
      seen = Number(row.id);
      sent.push({ to: row.recipient, subject: row.subject, ...row.message });
    }
  };
  return { sent, send: collect };
}

async function subscribe(email: string, collect: () => Promise<void>, ip = "203.0.113.7") {
  const result = await requestSubscription({ email, ip, origin });
  await collect();
  return result;
}

function linkIn(mail: NewsletterMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https://jobs\\.example\\.org${path}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return new URL(match[0]);
}

describe("newsletter e-mail rule", () => {
  it("trims and lower-cases a valid address", () => {
    expect(subscribeSchema.parse({ email: "  Priya.Sharma@Example.COM " })).toEqual({
      email: "priya.sharma@example.com",
    });
  });

  it.each(["", "   ", "not-an-email", "a@b", "x".repeat(250) + "@example.com"])(
    "rejects %j with the form's message",
    (email) => {
      const result = subscribeSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
    },
  );
});

describe("double opt-in", () => {
  it("stores a pending subscription and mails a confirmation link with one-click unsubscribe", async () => {
    const { sent, send } = await outbox();
    const result = await subscribe("asha@example.com", send);
    expect(result.ok).toBe(true);
    expect(await subscriptionStatus("asha@example.com")).toBe("pending");
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toMatch(/Confirm/);
    const confirm = linkIn(mail, "/newsletter/confirm");
    const unsubscribeLink = linkIn(mail, "/newsletter/unsubscribe");
    expect(mail.html).toContain(confirm.toString());
    expect(mail.html).toContain(unsubscribeLink.toString());
    expect(mail.headers["List-Unsubscribe"]).toContain(
      `<${origin}/api/newsletter/unsubscribe?token=${unsubscribeLink.searchParams.get("token")}>`,
    );
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Only the hash of the confirmation token is stored.
    const rows = await database.handle()
      .sql`SELECT confirm_token_hash FROM newsletter_subscriptions WHERE email = 'asha@example.com'`;
    expect(rows[0].confirm_token_hash).not.toContain(confirm.searchParams.get("token"));
  });

  it("confirms through the mailed link, and a second click is harmless", async () => {
    const { sent, send } = await outbox();
    await subscribe("ben@example.com", send);
    const token = linkIn(sent[0], "/newsletter/confirm").searchParams.get("token")!;
    // Checking the link (what the page does on a GET, and a mail scanner triggers) changes nothing.
    expect(await newsletterLinkWorks("confirm", token)).toBe(true);
    expect(await newsletterLinkWorks("confirm", "x".repeat(43))).toBe(false);
    expect(await subscriptionStatus("ben@example.com")).toBe("pending");
    const unsubscribeToken = linkIn(sent[0], "/newsletter/unsubscribe").searchParams.get("token")!;
    expect(await newsletterLinkWorks("unsubscribe", unsubscribeToken)).toBe(true);
    expect(await subscriptionStatus("ben@example.com")).toBe("pending");
    expect(await confirmSubscription(token)).toBe("confirmed");
    expect(await confirmSubscription(token)).toBe("confirmed");
    expect(await subscriptionStatus("ben@example.com")).toBe("confirmed");
  });

  it("refuses unknown, malformed and expired confirmation tokens", async () => {
    expect(await confirmSubscription("x".repeat(43))).toBe("invalid");
    expect(await confirmSubscription("short")).toBe("invalid");
    const { sent, send } = await outbox();
    await subscribe("chen@example.com", send);
    await database.handle()
      .sql`UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 minute' WHERE email = 'chen@example.com'`;
    expect(await confirmSubscription(linkIn(sent[0], "/newsletter/confirm").searchParams.get("token")!)).toBe(
      "invalid",
    );
    expect(await subscriptionStatus("chen@example.com")).toBe("pending");
  });

  it("answers a confirmed address exactly like a new one, and does not reset it", async () => {
    const { sent, send } = await outbox();
    const first = await subscribe("dev@example.com", send);
    await confirmSubscription(linkIn(sent[0], "/newsletter/confirm").searchParams.get("token")!);
    const again = await subscribe("dev@example.com", send);
    expect(Object.keys(again)).toEqual(Object.keys(first));
    expect(again.ok).toBe(true);
    expect(await subscriptionStatus("dev@example.com")).toBe("confirmed");
    expect(sent[1].subject).toMatch(/already subscribed/);
    expect(sent[1].text).not.toContain("/newsletter/confirm");
  });

  it("unsubscribes in one step from the link in any mail; the old confirmation link stops working", async () => {
    const { sent, send } = await outbox();
    await subscribe("esha@example.com", send);
    const confirmToken = linkIn(sent[0], "/newsletter/confirm").searchParams.get("token")!;
    await confirmSubscription(confirmToken);
    const unsubscribeToken = linkIn(sent[0], "/newsletter/unsubscribe").searchParams.get("token")!;
    expect(await unsubscribe(unsubscribeToken)).toBe(true);
    expect(await subscriptionStatus("esha@example.com")).toBe("unsubscribed");
    expect(await unsubscribe(unsubscribeToken)).toBe(true);
    expect(await confirmSubscription(confirmToken)).toBe("invalid");
    expect(await unsubscribe("y".repeat(43))).toBe(false);
    expect(await unsubscribe("../etc")).toBe(false);
  });

  it("lets an unsubscribed address sign up again with a fresh confirmation", async () => {
    const { sent, send } = await outbox();
    await subscribe("farah@example.com", send);
    await unsubscribe(linkIn(sent[0], "/newsletter/unsubscribe").searchParams.get("token")!);
    await subscribe("farah@example.com", send);
    expect(await subscriptionStatus("farah@example.com")).toBe("pending");
    expect(await confirmSubscription(linkIn(sent[1], "/newsletter/confirm").searchParams.get("token")!)).toBe(
      "confirmed",
    );
  });
});

describe("rate limits", () => {
  it("refuses too many sign-ups from one address with a message saying when to retry", async () => {
    NEWSLETTER_LIMITS.ip = { points: 2, windowSeconds: 600 };
    const { send } = await outbox();
    expect((await subscribe("g1@example.com", send, "198.51.100.1")).ok).toBe(true);
    expect((await subscribe("g2@example.com", send, "198.51.100.1")).ok).toBe(true);
    const refused = await subscribe("g3@example.com", send, "198.51.100.1");
    expect(refused).toMatchObject({ ok: false, message: "Too many sign-up attempts. Please try again in 10 minutes." });
    expect((await subscribe("g3@example.com", send, "198.51.100.2")).ok).toBe(true);
  });

  it("stops mailing one address after its share but answers the same", async () => {
    NEWSLETTER_LIMITS.email = { points: 2, windowSeconds: 600 };
    const { sent, send } = await outbox();
    for (let i = 0; i < 4; i += 1) expect((await subscribe("hari@example.com", send, `192.0.2.${i}`)).ok).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("answers at once and leaves the mail to the queue", async () => {
    const result = await requestSubscription({ email: "ivy@example.com", ip: "192.0.2.50", origin });
    expect(result).toEqual({ ok: true });
    const rows = await database.handle()
      .sql`SELECT status, subject FROM mail_outbox WHERE recipient = 'ivy@example.com'`;
    expect(rows).toEqual([{ status: "pending", subject: expect.stringMatching(/Confirm/) }]);
  });
});
