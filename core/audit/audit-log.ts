import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";

/** Who made a change: core/accounts' Actor fits it; the log names no feature's types, so every feature may write to it. */
export interface AuditActor {
  id: number;
  email: string;
  /** Not stored: callers pass their Actor as it is. */
  role?: string;
}

/** One write by an employer or admin, kept for the admin pages: who, what, when, before and after. */
export interface AuditEntry {
  actor: AuditActor | null;
  action: string;
  targetType: "job" | "user" | "company" | "source" | "member" | "mail";
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditRecord {
  id: number;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Writes the entry with the change it describes when given that change's transaction. */
export async function recordAudit(entry: AuditEntry, tx: Queryable = sql()): Promise<void> {
  await tx`
    INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
    VALUES (${entry.actor?.id ?? null}, ${entry.actor?.email ?? null}, ${entry.action}, ${entry.targetType},
            ${entry.targetId == null ? null : String(entry.targetId)},
            ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
            ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`;
}

/** The newest entries, optionally of one target type. */
export async function listAudit(options: { targetType?: string; limit?: number } = {}): Promise<AuditRecord[]> {
  const limit = Math.min(options.limit ?? 50, 500);
  const rows = await sql()<
    {
      id: string;
      actor_email: string | null;
      action: string;
      target_type: string;
      target_id: string | null;
      before: unknown;
      after: unknown;
      created_at: Date;
    }[]
  >`SELECT id, actor_email, action, target_type, target_id, before, after, created_at FROM audit_log
     WHERE ${options.targetType ?? null}::text IS NULL OR target_type = ${options.targetType ?? null}
     ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    id: Number(row.id),
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
