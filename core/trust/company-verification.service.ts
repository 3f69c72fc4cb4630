import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { isAdmin, type Actor } from "../accounts";
import { recordAudit } from "../audit";
import { forbidden, notFound } from "../shared/app-error";
import { domainToUnicode } from "node:url";
import { hostText } from "../shared/host-scripts";
import { addressProof, DOMAIN_REFUSALS, sameSiteDomain, siteDomainOf } from "./company-domain";
import { holdJobsOfUnverifiedCompany, rescreenCompanyJobs } from "./company-rescreen";
import { isPersonalMailDomain } from "./email-domains";

/** Whether a company is verified (decision 125). */
export async function isCompanyVerified(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db<
    { verified: boolean }[]
  >`SELECT verified_at IS NOT NULL AS verified FROM companies WHERE id = ${companyId}`;
  return row?.verified ?? false;
}

/**
 * Whether an address proves a company whose website is `website`: both on one registrable domain, never a
 * public or shared-hosting suffix, a look-alike domain, free-mail or disposable (company-domain.ts, decision 160).
 */
export function addressProvesWebsite(email: string, website: string | null): boolean {
  return addressProof(email, website).proves;
}

/**
 * Verifies the user's company when the user is one of its approved employers and has proved (the
 * existing code flow, users.email_verified_at) an address at the company website's registrable domain. Every
 * screen runs again over its held jobs: those no reason holds any more are released. Returns whether the
 * company is verified now.
 */
export async function verifyCompanyByDomain(userId: number): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [row] = await tx<
      { email: string; proved: boolean; company_id: number; website: string | null; verified: boolean }[]
    >`
      SELECT u.email, u.email_verified_at IS NOT NULL AS proved, c.id AS company_id, c.website, c.verified_at IS NOT NULL AS verified
        FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
       WHERE m.user_id = ${userId} AND m.status = 'approved' FOR UPDATE OF c`;
    if (!row) return false;
    if (row.verified) return true;
    if (!row.proved || !addressProvesWebsite(row.email, row.website)) return false;
    await tx`UPDATE companies SET verified_at = now(), verified_how = 'domain', updated_at = now() WHERE id = ${row.company_id}`;
    const { released } = await rescreenCompanyJobs(tx, row.company_id, { includeOpen: false });
    await recordAudit(
      {
        actor: { id: userId, email: row.email, role: "employer" },
        action: "company.verify",
        targetType: "company",
        targetId: row.company_id,
        after: { how: "domain", domain: row.email.split("@")[1], released },
      },
      tx,
    );
    return true;
  });
}

/**
 * An admin verifies (or un-verifies) a company. Verifying runs the screens again over its held jobs and
 * releases those no reason holds; un-verifying holds its open jobs and tells its employers.
 */
export async function setCompanyVerified(
  actor: Actor | null,
  companyId: number,
  verified: boolean,
  tx?: Queryable,
): Promise<void> {
  if (!isAdmin(actor)) throw forbidden("Only an admin can verify a company.");
  const run = async (db: Queryable) => {
    const [company] = await db<
      { id: number; verified: boolean }[]
    >`SELECT id, verified_at IS NOT NULL AS verified FROM companies WHERE id = ${companyId} FOR UPDATE`;
    if (!company) throw notFound("No such company");
    if (verified) {
      await db`UPDATE companies SET verified_at = coalesce(verified_at, now()), verified_how = coalesce(verified_how,
        'admin'), updated_at = now() WHERE id = ${companyId}`;
      const { released } = await rescreenCompanyJobs(db, companyId, { includeOpen: false });
      await recordAudit(
        {
          actor,
          action: "company.verify",
          targetType: "company",
          targetId: companyId,
          after: { how: "admin", released },
        },
        db,
      );
    } else {
      await db`UPDATE companies SET verified_at = NULL, verified_how = NULL, updated_at = now() WHERE id = ${companyId}`;
      const { held } = company.verified ? await holdJobsOfUnverifiedCompany(db, companyId, "admin") : { held: [] };
      await recordAudit(
        { actor, action: "company.unverify", targetType: "company", targetId: companyId, after: { held } },
        db,
      );
    }
  };
  if (tx) await run(tx);
  else await sql().begin(run);
}

/**
 * The company's website changed (called by the company profile's update, which locks the row). Another
 * registrable domain ends a verification an employer proved for the old one (not when an admin makes the
 * change): its open jobs are held and its employers told. Any change of domain runs every screen again over
 * its jobs, so an apply link screened against the old website is judged against the new one.
 */
export async function unverifyOnWebsiteChange(
  tx: Queryable,
  actor: Actor,
  companyId: number,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (sameSiteDomain(before, after)) return;
  const unverified = isAdmin(actor)
    ? []
    : await tx`UPDATE companies SET verified_at = NULL, verified_how = NULL WHERE id = ${companyId} AND verified_at IS NOT NULL RETURNING id`;
  if (unverified.length === 0) {
    await rescreenCompanyJobs(tx, companyId, { includeOpen: true });
    return;
  }
  const { held } = await holdJobsOfUnverifiedCompany(tx, companyId, "website");
  await recordAudit(
    {
      actor,
      action: "company.unverify",
      targetType: "company",
      targetId: companyId,
      after: { reason: "website changed", before, after, held },
    },
    tx,
  );
}

export interface CompanyVerificationState {
  verified: boolean;
  email: string;
  /** The employer's address is proved already (users.email_verified_at). */
  emailProved: boolean;
  /** The company website's registrable domain, as the board prints it (punycode for a look-alike). */
  websiteDomain: string | null;
  /** Why no e-mail address can verify this website (a shared hosting domain, a look-alike): our team must. */
  websiteRefusal: string | null;
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
  const site = siteDomainOf(row.website);
  return {
    verified: row.verified,
    email: row.email,
    emailProved: row.proved,
    websiteDomain: site ? hostText(domainToUnicode(site.registrable ?? site.host)) : null,
    websiteRefusal: site?.refusal && site.refusal !== "personal_mail" ? DOMAIN_REFUSALS[site.refusal] : null,
    addressMatches: addressProvesWebsite(row.email, row.website),
    personalMail: isPersonalMailDomain(domain),
  };
}
