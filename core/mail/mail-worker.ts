/**
 * Delivers the mail_outbox (decision 050). Every server process runs one worker;
 * a worker claims due mails with FOR UPDATE SKIP LOCKED and pushes their due time
 * out by a lease, so two processes never send the same mail at once and a process
 * that dies mid-send leaves its mails to be tried again after the lease. Woken by
 * NOTIFY when a mail is queued, and by a poll for retries that come due.
 */
import { env } from "../../config/env";
import { getDatabase, type DatabaseHandle } from "../../db/client";
import { MAIL_CHANNEL } from "./mail-queue";
import { sendMail, type MailMessage } from "./mail.service";
import { mailLog } from "./log";

const BATCH = 10;
/** Longer than the SMTP transport's timeouts together, so a slow try ends before another worker may take the mail. */
const LEASE_SECONDS = 120;
const MAX_DELAY_MS = 30 * 60_000;
const RETENTION_DAYS = 30;

export interface MailWorker {
  /** Looks for due mail now (also called by NOTIFY). */
  kick(): void;
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  pollMs?: number;
  deliver?: (message: MailMessage) => Promise<unknown>;
}

interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  message: { text: string; html: string; headers: Record<string, string> };
  attempts: number;
}

/** Delay before try n+1 after n failed tries: base·2^(n-1), ±20 % so retries of many mails spread out. */
export function retryDelayMs(failedTries: number, baseMs: number): number {
  const delay = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, failedTries - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** A mail server's 5xx answer (no such mailbox, refused) will not change on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function currentHandle(): DatabaseHandle | undefined {
  try {
    return getDatabase();
  } catch {
    return undefined;
  }
}

export function startMailWorker(options: MailWorkerOptions = {}): MailWorker {
  const pollMs = options.pollMs ?? 1_000;
  const deliver = options.deliver ?? sendMail;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let listening: { handle: DatabaseHandle; unlisten?: () => Promise<void> } | undefined;
  let failingSince: number | undefined;
  let lastPurge = 0;

  async function listenOn(handle: DatabaseHandle) {
    if (listening?.handle === handle) return;
    await listening?.unlisten?.().catch(() => {});
    listening = { handle };
    const request = await handle.sql.listen(MAIL_CHANNEL, () => kick());
    listening.unlisten = () => request.unlisten();
  }

  async function sendOne(handle: DatabaseHandle, mail: ClaimedMail) {
    const settings = env();
    try {
      await deliver({ to: mail.recipient, subject: mail.subject, ...mail.message });
      await handle.sql`
        UPDATE mail_outbox SET status = 'sent', sent_at = now(), message = NULL, last_error = NULL
        WHERE id = ${mail.id} AND status = 'pending'`;
    } catch (error) {
      const reason = (error as Error).message.slice(0, 1_000);
      if (mail.attempts >= settings.MAIL_MAX_ATTEMPTS || isPermanent(error)) {
        await handle.sql`
          UPDATE mail_outbox SET status = 'failed', failed_at = now(), last_error = ${reason} WHERE id = ${mail.id}`;
        mailLog.error(
          { mailId: Number(mail.id), to: mail.recipient, subject: mail.subject, attempts: mail.attempts, reason },
          `mail ${mail.id} to ${mail.recipient} failed for good after ${mail.attempts} tries (${reason}); see \`npm run mail -- failed\``,
        );
        return;
      }
      const delayMs = retryDelayMs(mail.attempts, settings.MAIL_RETRY_BASE_MS);
      await handle.sql`
        UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}), last_error = ${reason}
        WHERE id = ${mail.id} AND status = 'pending'`;
      mailLog.warn(
        { mailId: Number(mail.id), to: mail.recipient, attempts: mail.attempts, reason },
        `mail ${mail.id} not sent (try ${mail.attempts}); next try in ${Math.round(delayMs / 1000)} s`,
      );
    }
  }

  /** Claims and sends one batch; returns how many it claimed. */
  async function deliverBatch(handle: DatabaseHandle): Promise<number> {
    const claimed = await handle.sql<ClaimedMail[]>`
      UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient, subject, message, attempts`;
    await Promise.all(claimed.map((mail) => sendOne(handle, mail)));
    return claimed.length;
  }

  async function purgeOld(handle: DatabaseHandle) {
    if (Date.now() - lastPurge < 60 * 60_000) return;
    lastPurge = Date.now();
    await handle.sql`
      DELETE FROM mail_outbox WHERE status IN ('sent', 'cancelled') AND created_at < now() - make_interval(days => ${RETENTION_DAYS})`;
  }

  async function run() {
    do {
      again = false;
      const handle = currentHandle();
      if (!handle) return;
      try {
        await listenOn(handle);
        if ((await deliverBatch(handle)) === BATCH) again = true;
        await purgeOld(handle);
        if (failingSince !== undefined) mailLog.info("mail worker: the database answers again");
        failingSince = undefined;
      } catch (error) {
        // The database is away (restart, outage): say so once, keep polling.
        if (failingSince === undefined)
          mailLog.warn({ err: error }, "mail worker: cannot reach the mail queue; retrying");
        failingSince ??= Date.now();
        return;
      }
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (again && !stopped) kick();
    });
  }

  function poll() {
    kick();
    timer = setTimeout(poll, pollMs);
    timer.unref();
  }
  poll();

  return {
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await listening?.unlisten?.().catch(() => {});
    },
  };
}
