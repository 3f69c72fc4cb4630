/**
 * The one way features send mail (decision 050): queueMail writes the message into
 * the mail_outbox table, inside the caller's transaction when one is given, and the
 * mail worker (mail-worker.ts) delivers it with retries. A request that queues mail
 * answers at once; a mail server that is down delays the mail, never loses it.
 */
import type postgres from "postgres";
import { sql } from "../../db/client";
import type { MailMessage } from "./mail.service";

/** The pool or a transaction from sql.begin. */
export type MailDb = postgres.Sql | postgres.TransactionSql;

/** NOTIFY channel: a committed queued mail wakes the workers at once instead of at their next poll. */
export const MAIL_CHANNEL = "mail_outbox";

export async function queueMail(message: MailMessage, options: { db?: MailDb } = {}): Promise<{ id: number }> {
  const db = options.db ?? sql();
  const body = { text: message.text, html: message.html, headers: message.headers ?? {} };
  const [row] = await db<{ id: string }[]>`
    INSERT INTO mail_outbox (recipient, subject, message)
    VALUES (${message.to}, ${message.subject}, ${JSON.stringify(body)}::jsonb)
    RETURNING id`;
  // Inside a transaction the notification goes out at commit, when the row is visible.
  await db`SELECT pg_notify(${MAIL_CHANNEL}, ${row.id})`;
  return { id: Number(row.id) };
}

/** Withdraws queued mails that are not sent yet (e.g. a reset code replaced by a newer one). */
export async function cancelQueuedMail(ids: number[], options: { db?: MailDb } = {}): Promise<void> {
  if (ids.length === 0) return;
  const db = options.db ?? sql();
  await db`UPDATE mail_outbox SET status = 'cancelled', message = NULL WHERE id IN ${db(ids)} AND status = 'pending'`;
}
