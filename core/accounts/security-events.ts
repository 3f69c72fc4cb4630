import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import type { SecurityEventKind } from "../../db/schema/accounts";

export interface SecurityEvent {
  kind: SecurityEventKind;
  ip: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

/**
 * Keeps one change to how the account is reached (decision 182), in the transaction of the change itself so that
 * a change and its record are stored together or not at all. `detail` never holds a secret.
 */
export async function recordSecurityEvent(
  tx: Queryable,
  userId: number,
  kind: SecurityEventKind,
  ip: string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  await tx`
    INSERT INTO account_security_events (user_id, kind, ip_address, detail)
    VALUES (${userId}, ${kind}, ${ip}, ${detail === undefined ? null : JSON.stringify(detail)}::jsonb)`;
}

/** The account's security events, oldest first (the data download). */
export async function listSecurityEvents(userId: number): Promise<SecurityEvent[]> {
  const rows = await sql()<
    { kind: SecurityEventKind; ip_address: string | null; detail: Record<string, unknown> | null; created_at: Date }[]
  >`
    SELECT kind, ip_address, detail, created_at FROM account_security_events WHERE user_id = ${userId} ORDER BY created_at, id`;
  return rows.map((row) => ({
    kind: row.kind,
    ip: row.ip_address,
    detail: row.detail,
    at: new Date(row.created_at).toISOString(),
  }));
}
