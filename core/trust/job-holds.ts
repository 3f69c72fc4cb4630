import type { Queryable } from "../../db/queryable";

/**
 * Why a job is held for review (decision 125). A held job has status 'pending': every reader of public
 * jobs (search index and its change log, category and company pages, suggestions, sitemap, feeds,
 * alerts, recommendations, similar jobs, /jobs/{id}/apply, the job page and GET /api/jobs/{id}) asks
 * for status = 'open', so the one column is the one definition of a public job.
 */
export type HoldCode =
  | "unverified_company"
  | "asks_money"
  | "chat_apply"
  | "free_mail_apply"
  | "apply_domain"
  | "url_shortener"
  | "pay_outlier"
  | "pay_uncomparable"
  | "reported_money";

export interface HoldReason {
  code: HoldCode;
  /** What an admin reads: the words or address that raised it. */
  detail: string;
}

export const HOLD_LABELS: Record<HoldCode, string> = {
  unverified_company: "Company not verified yet",
  asks_money: "Asks candidates for money",
  chat_apply: "Apply through WhatsApp or Telegram",
  free_mail_apply: "Apply to a free-mail or disposable address",
  apply_domain: "Apply link on a domain unrelated to the company",
  url_shortener: "Apply link through a URL shortener",
  pay_outlier: "Pay far outside what this category pays",
  pay_uncomparable: "Pay in a currency the board cannot compare",
  reported_money: "Reported for asking money by 3 people with proved e-mails on different networks",
};

function merge(current: HoldReason[], added: HoldReason[]): HoldReason[] {
  const byCode = new Map(current.map((reason) => [reason.code, reason]));
  for (const reason of added) byCode.set(reason.code, reason);
  return [...byCode.values()];
}

/** Holds a job (open or new) for review with these reasons, added to any it is held for already. */
export async function holdJob(tx: Queryable, jobId: number, reasons: HoldReason[]): Promise<void> {
  if (reasons.length === 0) return;
  const [existing] = await tx<
    { state: string; reasons: HoldReason[] }[]
  >`SELECT state, reasons FROM job_reviews WHERE job_id = ${jobId} FOR UPDATE`;
  const next = merge(existing?.state === "pending" ? existing.reasons : [], reasons);
  await tx`
    INSERT INTO job_reviews (job_id, state, reasons) VALUES (${jobId}, 'pending', ${JSON.stringify(next)}::jsonb)
    ON CONFLICT (job_id) DO UPDATE SET state = 'pending', reasons = excluded.reasons, created_at = now(),
      decided_by = NULL, decided_at = NULL, decision_note = NULL`;
  await tx`UPDATE jobs SET status = 'pending', updated_at = now() WHERE id = ${jobId} AND status = 'open'`;
}

/**
 * A held job goes live: status 'open', and its 60-day freshness window (decision 126) starts now, so the
 * days it waited for review are not taken from it. Only a job still pending and not deleted: one its employer
 * closed while it waited stays closed. True when the job went live.
 */
export async function releaseJob(tx: Queryable, jobId: number): Promise<boolean> {
  const released =
    await tx`UPDATE jobs SET status = 'open', open_since = now(), close_reminder_sent_at = NULL, updated_at = now()
                             WHERE id = ${jobId} AND status = 'pending' AND deleted_at IS NULL`;
  return released.count > 0;
}

/** The reasons a job is held for now (empty when it is not held). */
export async function holdReasonsOf(db: Queryable, jobId: number): Promise<HoldReason[]> {
  const [row] = await db<
    { reasons: HoldReason[] }[]
  >`SELECT reasons FROM job_reviews WHERE job_id = ${jobId} AND state = 'pending'`;
  return row?.reasons ?? [];
}

/**
 * The company is verified now: its jobs held only because it was not are released (open again, in
 * search through the change log); jobs held for other reasons too lose that one reason and stay held.
 */
export async function releaseUnverifiedHolds(tx: Queryable, companyId: number): Promise<number[]> {
  const rows = await tx<{ job_id: number; reasons: HoldReason[] }[]>`
    SELECT r.job_id, r.reasons FROM job_reviews r JOIN jobs j ON j.id = r.job_id
     WHERE j.company_id = ${companyId} AND r.state = 'pending' AND r.reasons @> '[{"code":"unverified_company"}]'::jsonb FOR UPDATE OF r`;
  const released: number[] = [];
  for (const row of rows) {
    const rest = row.reasons.filter((reason) => reason.code !== "unverified_company");
    if (rest.length > 0) {
      await tx`UPDATE job_reviews SET reasons = ${JSON.stringify(rest)}::jsonb WHERE job_id = ${row.job_id}`;
      continue;
    }
    await tx`UPDATE job_reviews SET state = 'approved', reasons = '[]'::jsonb, decided_at = now(), decision_note
      = 'Company verified' WHERE job_id = ${row.job_id}`;
    if (await releaseJob(tx, row.job_id)) released.push(row.job_id);
  }
  return released;
}
