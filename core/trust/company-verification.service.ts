import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { isAdmin, type Actor } from "../accounts/permissions";
import { recordAudit } from "../admin/audit-log";
import { forbidden, notFound } from "../shared/app-error";
import { websiteDomain } from "../employers/company.schema";
import { isPersonalMailDomain } from "./email-domains";
import { releaseUnverifiedHolds } from "./job-holds";

/** Whether a company is verified (decision 125). */
export async function isCompanyVerified(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db<{ verified: boolean }[]>`SELECT verified_at IS NOT NULL AS verified FROM companies WHERE id = ${companyId}`;
  return row?.verified ?? false;
}

/** Whether an address proves a company whose website is `website`: same domain (or a subdomain of it), never free-mail or disposable. */
export function addressProvesWebsite(email: string, website: string | null): boolean {
  const domain = email.split("@")[1]?.trim().toLowerCase();
  const site = websiteDomain(website);
  if (!domain || !site || isPersonalMailDomain(domain) || isPersonalMailDomain(site)) return false;
  return domain === site || domain.endsWith(`.${site}`);
}

/**
 * Verifies the user's company when the user is one of its approved employers and has proved (the
 * existing code flow, users.email_verified_at) an address at the company website's domain. Its jobs
 * held only for that are released at once. Returns whether the company is verified now.
 */
export async function verifyCompanyByDomain(userId: number): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [row] = await tx<{ email: string; proved: boolean; company_id: number; website: string | null; verified: boolean }[]>`
      SELECT u.email, u.email_verified_at IS NOT NULL AS proved, c.id AS company_id, c.website, c.verified_at IS NOT NULL AS verified
        FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
       WHERE m.user_id = ${userId} AND m.status = 'approved' FOR UPDATE OF c`;
    if (!row) return false;
    if (row.verified) return true;
    if (!row.proved || !addressProvesWebsite(row.email, row.website)) return false;
    await tx`UPDATE companies SET verified_at = now(), verified_how = 'domain', updated_at = now() WHERE id = ${row.company_id}`;
    const released = await releaseUnverifiedHolds(tx, row.company_id);
    await recordAudit({ actor: { id: userId, email: row.email, role: "employer" }, action: "company.verify", targetType: "company", targetId: row.company_id, after: { how: "domain", domain: row.email.split("@")[1], released } }, tx);
    return true;
  });
}

/** An admin verifies (or un-verifies) a company; verifying releases the jobs held only for that. */
export async function setCompanyVerified(actor: Actor | null, companyId: number, verified: boolean, tx?: Queryable): Promise<void> {
  if (!isAdmin(actor)) throw forbidden("Only an admin can verify a company.");
  const run = async (db: Queryable) => {
    const [company] = await db<{ id: number }[]>`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`;
    if (!company) throw notFound("No such company");
    if (verified) {
      await db`UPDATE companies SET verified_at = coalesce(verified_at, now()), verified_how = coalesce(verified_how, 'admin'), updated_at = now() WHERE id = ${companyId}`;
      const released = await releaseUnverifiedHolds(db, companyId);
      await recordAudit({ actor, action: "company.verify", targetType: "company", targetId: companyId, after: { how: "admin", released } }, db);
    } else {
      await db`UPDATE companies SET verified_at = NULL, verified_how = NULL, updated_at = now() WHERE id = ${companyId}`;
      await recordAudit({ actor, action: "company.unverify", targetType: "company", targetId: companyId }, db);
    }
  };
  if (tx) await run(tx);
  else await sql().begin(run);
}

/**
 * A verified company whose website changes to another domain is verified no longer (its proof was for
 * the old one), unless an admin makes the change. Called by the company profile's update.
 */
export async function unverifyOnWebsiteChange(tx: Queryable, actor: Actor, companyId: number, before: string | null, after: string | null): Promise<void> {
  if (isAdmin(actor) || websiteDomain(before) === websiteDomain(after)) return;
  const changed = await tx`UPDATE companies SET verified_at = NULL, verified_how = NULL WHERE id = ${companyId} AND verified_at IS NOT NULL RETURNING id`;
  if (changed.length > 0) await recordAudit({ actor, action: "company.unverify", targetType: "company", targetId: companyId, after: { reason: "website changed", before, after } }, tx);
}

export interface CompanyVerificationState {
  verified: boolean;
  email: string;
  /** The employer's address is proved already (users.email_verified_at). */
  emailProved: boolean;
  /** The company website's domain. */
  websiteDomain: string | null;
  /** Proving this address would verify the company. */
  addressMatches: boolean;
  /** The address is at a free-mail or disposable domain: it can never verify a company. */
  personalMail: boolean;
}

/** What the employer's company page says about verification, and whether the code flow can verify it. */
export async function companyVerificationState(userId: number): Promise<CompanyVerificationState | null> {
  const [row] = await sql()<{ email: string; proved: boolean; website: string | null; verified: boolean }[]>`
    SELECT u.email, u.email_verified_at IS NOT NULL AS proved, c.website, c.verified_at IS NOT NULL AS verified
      FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
     WHERE m.user_id = ${userId} AND m.status = 'approved'`;
  if (!row) return null;
  const domain = row.email.split("@")[1]?.toLowerCase() ?? "";
  return {
    verified: row.verified,
    email: row.email,
    emailProved: row.proved,
    websiteDomain: websiteDomain(row.website),
    addressMatches: addressProvesWebsite(row.email, row.website),
    personalMail: isPersonalMailDomain(domain),
  };
}
