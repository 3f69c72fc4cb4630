import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import {
  redeemAccountCode,
  sendAccountCode,
  EMAIL_CODE_MESSAGES,
  isAdmin,
  permissionDenied,
  type Actor,
} from "../accounts";
import { recordAudit } from "../audit";
import { forgetDirectory } from "../companies";
import { addressProvesWebsite } from "../trust";
import { companyInputError } from "./company-membership.service";
import { COMPANY_NAME_MESSAGES, companyNameKeys, isCompanyNameClash, lookAlikeCompany } from "./company-names";

/**
 * A verified company's new name waits (decision 163) until an admin approves it, or one of its
 * employers proves the company's domain again with a code mailed to their address there. Either way
 * the name is checked against every other company's once more, and the unique indexes have the last word.
 */
export const PENDING_NAME_MESSAGES = {
  none: "This company has no new name waiting for approval.",
  notAtDomain:
    "Your address is not at your company website's domain, so it cannot prove the new name: our team reviews it instead.",
  approved: (name: string) => `The company is now called "${name}".`,
  refused: "The new name was refused; the company keeps its name.",
} as const;

export interface PendingName {
  companyId: number;
  name: string;
  pendingName: string;
  requestedAt: string;
}

/** Gives the company its waiting name, in the caller's transaction. */
async function applyPendingName(
  tx: Queryable,
  actor: Actor,
  companyId: number,
  how: "admin" | "domain",
): Promise<string> {
  const [row] = await tx<
    { name: string; pending_name: string | null }[]
  >`SELECT name, pending_name FROM companies WHERE id = ${companyId} FOR UPDATE`;
  if (!row?.pending_name) throw companyInputError({ company_name: PENDING_NAME_MESSAGES.none });
  const keys = companyNameKeys(row.pending_name);
  const other = await lookAlikeCompany(tx, keys, companyId);
  if (other) throw companyInputError({ company_name: COMPANY_NAME_MESSAGES.taken(other) });
  await tx`
    UPDATE companies SET name = pending_name, name_key = ${keys.key}, name_shape = ${keys.shape}, pending_name
    = NULL, pending_name_at = NULL, updated_at = now()
     WHERE id = ${companyId}`;
  await recordAudit(
    {
      actor,
      action: "company.rename",
      targetType: "company",
      targetId: companyId,
      before: { name: row.name },
      after: { name: row.pending_name, how },
    },
    tx,
  );
  return row.pending_name;
}

async function inTransaction(work: (tx: Queryable) => Promise<string>): Promise<string> {
  try {
    const result = await sql().begin(work);
    forgetDirectory();
    return result;
  } catch (error) {
    if (isCompanyNameClash(error)) throw companyInputError({ company_name: COMPANY_NAME_MESSAGES.takenMeanwhile });
    throw error;
  }
}

/** An admin approves or refuses a company's waiting name. */
export async function decidePendingName(actor: Actor, companyId: number, approve: boolean): Promise<string> {
  if (!isAdmin(actor)) throw permissionDenied();
  return inTransaction(async (tx) => {
    if (approve) return PENDING_NAME_MESSAGES.approved(await applyPendingName(tx, actor, companyId, "admin"));
    const refused = await tx<{ pending_name: string }[]>`
      UPDATE companies c SET pending_name = NULL, pending_name_at = NULL FROM (SELECT pending_name FROM companies WHERE id = ${companyId}) old
       WHERE c.id = ${companyId} AND c.pending_name IS NOT NULL RETURNING old.pending_name`;
    if (!refused[0]) throw companyInputError({ company_name: PENDING_NAME_MESSAGES.none });
    await recordAudit(
      {
        actor,
        action: "company.rename-refused",
        targetType: "company",
        targetId: companyId,
        after: { name: refused[0].pending_name },
      },
      tx,
    );
    return PENDING_NAME_MESSAGES.refused;
  });
}

/** The employer's company with a waiting name, when their address is at its website's domain (else null). */
async function renameByDomain(db: Queryable, userId: number): Promise<{ companyId: number; email: string } | null> {
  const [row] = await db<{ company_id: number; email: string; website: string | null; pending_name: string | null }[]>`
    SELECT c.id AS company_id, u.email, c.website, c.pending_name
      FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
     WHERE m.user_id = ${userId} AND m.status = 'approved'`;
  if (!row?.pending_name) throw companyInputError({ company_name: PENDING_NAME_MESSAGES.none });
  return addressProvesWebsite(row.email, row.website) ? { companyId: row.company_id, email: row.email } : null;
}

/** Mails the employer a code that proves the company's domain again, for its waiting name. */
export async function sendRenameCode(userId: number): Promise<string> {
  if (!(await renameByDomain(sql(), userId))) throw companyInputError({ code: PENDING_NAME_MESSAGES.notAtDomain });
  return (await sendAccountCode(userId, { purpose: "rename" })).message;
}

/** The right code gives the company its waiting name; a wrong one changes nothing. */
export async function confirmRenameByCode(user: Actor, code: string): Promise<string> {
  return inTransaction(async (tx) => {
    const target = await renameByDomain(tx, user.id);
    if (!target) throw companyInputError({ code: PENDING_NAME_MESSAGES.notAtDomain });
    const proved = await redeemAccountCode(user.id, code, "account", tx);
    if (!proved || proved.toLowerCase() !== target.email.toLowerCase())
      throw companyInputError({ code: EMAIL_CODE_MESSAGES.invalid });
    return PENDING_NAME_MESSAGES.approved(await applyPendingName(tx, user, target.companyId, "domain"));
  });
}

/** Waiting names for the admin screen, oldest first. */
export async function listPendingNames(): Promise<PendingName[]> {
  const rows = await sql()<{ id: number; name: string; pending_name: string; pending_name_at: Date }[]>`
    SELECT id, name, pending_name, pending_name_at FROM companies WHERE pending_name IS NOT NULL ORDER BY pending_name_at, id LIMIT 200`;
  return rows.map((row) => ({
    companyId: row.id,
    name: row.name,
    pendingName: row.pending_name,
    requestedAt: new Date(row.pending_name_at).toISOString(),
  }));
}
