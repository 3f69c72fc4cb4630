/**
 * What operators and the admin screen see of the mail queue: the mails that failed
 * their last try, a way to send one again, and the queue's size for /metrics.
 */
import { sql } from "../../db/client";

export interface FailedMail {
  id: number;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

export async function listFailedMail(limit = 100): Promise<FailedMail[]> {
  const rows = await sql()<
    {
      id: string;
      recipient: string;
      subject: string;
      attempts: number;
      last_error: string | null;
      created_at: Date;
      failed_at: Date;
    }[]
  >`
    SELECT id, recipient, subject, attempts, last_error, created_at, failed_at
    FROM mail_outbox WHERE status = 'failed' ORDER BY failed_at DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    id: Number(row.id),
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    failedAt: row.failed_at,
  }));
}

/** Puts a failed mail back in the queue with a fresh set of tries; false when no failed mail has that id. */
export async function retryFailedMail(id: number): Promise<boolean> {
  const rows = await sql()`
    UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), failed_at = NULL
    WHERE id = ${id} AND status = 'failed' RETURNING id`;
  if (rows.length > 0) await sql()`SELECT pg_notify('mail_outbox', ${String(id)})`;
  return rows.length > 0;
}

export interface MailQueueCounts {
  pending: number;
  failed: number;
  /** Seconds since the oldest pending mail was queued (0 when none). */
  oldestPendingSeconds: number;
}

export async function mailQueueCounts(): Promise<MailQueueCounts> {
  const [row] = await sql()<{ pending: number; failed: number; oldest: number | null }[]>`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest
    FROM mail_outbox WHERE status IN ('pending', 'failed')`;
  return { pending: row.pending, failed: row.failed, oldestPendingSeconds: row.oldest ?? 0 };
}
