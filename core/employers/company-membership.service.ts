import { sql } from "../../db/client";
import { recordAudit } from "../audit";
import { isAdmin, membershipOf, permissionDenied, type Actor } from "../accounts";
import { companySlug } from "../shared/company-records";
import type { Queryable } from "../../db/queryable";
import { websiteDomain, type CompanyProfileInput } from "./company.schema";
import { invalidInput } from "../shared/app-error";
import { verifyCompanyByDomain, websiteRefusal } from "../trust";
import { COMPANY_NAME_MESSAGES, companyNameKeys, isCompanyNameClash, lookAlikeCompany } from "./company-names";

/**
 * An employer belongs to one company. Whoever creates a company is approved at once;
 * joining an existing one waits ('pending') until an approved member or an admin
 * approves, or is approved at once when their verified e-mail's domain is the company
 * website's. A company nobody manages yet (collected, demo) also waits for an admin.
 */
export const companyInputError = (errors: Record<string, string>) =>
  invalidInput(errors, Object.values(errors)[0] ?? "Invalid company");

/**
 * Creates a company from its profile; a name that another company has, or one that looks the same
 * (decision 163: the stored keys, whose unique indexes also refuse a look-alike created at the same
 * moment, rolling the caller's transaction back), is a field error. A company made by a sign-up starts
 * unverified (issue 27): its jobs wait for review until an employer proves an address at its website's
 * domain or an admin verifies it.
 */
export async function createCompany(tx: Queryable, input: CompanyProfileInput): Promise<number> {
  const refusal = websiteRefusal(input.company_website);
  if (refusal) throw companyInputError({ company_website: refusal });
  const keys = companyNameKeys(input.company_name);
  const other = await lookAlikeCompany(tx, keys);
  if (other) throw companyInputError({ company_name: COMPANY_NAME_MESSAGES.exists(other) });
  const base = companySlug(input.company_name);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      const [created] = await tx<{ id: number }[]>`
        INSERT INTO companies (name, name_key, name_shape, slug, website, description, locality, team_size,
        logo_url, verified_at, verified_how)
        VALUES (${input.company_name}, ${keys.key}, ${keys.shape}, ${slug}, ${input.company_website},
        ${input.company_description || null}, ${input.company_city || null},
                ${input.company_size || null}, ${`/logos/${slug}.svg`}, NULL, NULL)
        ON CONFLICT (slug) DO NOTHING RETURNING id`;
      if (created) return created.id;
    } catch (error) {
      if (isCompanyNameClash(error)) throw companyInputError({ company_name: COMPANY_NAME_MESSAGES.takenMeanwhile });
      throw error;
    }
  }
  throw companyInputError({ company_name: "Please choose another company name" });
}

/** Adds the user to an existing company: approved only when their verified e-mail domain is the company website's. */
export async function joinCompany(
  tx: Queryable,
  user: { id: number; email: string },
  companyId: number,
  emailVerified: boolean,
): Promise<"approved" | "pending"> {
  const [company] = await tx<{ website: string | null }[]>`SELECT website FROM companies WHERE id = ${companyId}`;
  if (!company) throw companyInputError({ company_id: "Please choose your company from the list" });
  const domain = user.email.split("@")[1]?.toLowerCase();
  const sameDomain = emailVerified && domain !== undefined && domain === websiteDomain(company.website);
  const status = sameDomain ? "approved" : "pending";
  await tx`
    INSERT INTO company_members (user_id, company_id, status, approved_at)
    VALUES (${user.id}, ${companyId}, ${status}, ${status === "approved" ? new Date().toISOString() : null})
    ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id, status = excluded.status, approved_at = excluded.approved_at`;
  return status;
}

export interface PendingMember {
  userId: number;
  name: string | null;
  email: string;
  companyId: number;
  companyName: string;
  requestedAt: string;
}

/** Members waiting for approval: an admin sees all, an approved employer their company's. */
export async function listPendingMembers(actor: Actor): Promise<PendingMember[]> {
  let companyId: number | null = null;
  if (!isAdmin(actor)) {
    const membership = await membershipOf(actor.id);
    if (membership?.status !== "approved") return [];
    companyId = membership.companyId;
  }
  const rows = await sql()<
    {
      user_id: number;
      name: string | null;
      email: string;
      company_id: number;
      company_name: string;
      created_at: Date;
    }[]
  >`
    SELECT m.user_id, u.name, u.email, m.company_id, c.name AS company_name, m.created_at
      FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
     WHERE m.status = 'pending' AND (${companyId}::int IS NULL OR m.company_id = ${companyId})
     ORDER BY m.created_at`;
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    companyId: row.company_id,
    companyName: row.company_name,
    requestedAt: new Date(row.created_at).toISOString(),
  }));
}

/** Approves (or refuses, removing the request) a pending member: admins any, approved members their company's. */
export async function decideMember(actor: Actor, userId: number, approve: boolean): Promise<void> {
  const [pending] = await sql()<
    { company_id: number }[]
  >`SELECT company_id FROM company_members WHERE user_id = ${userId} AND status = 'pending'`;
  if (!pending) throw companyInputError({ user: "No such request to join a company" });
  if (!isAdmin(actor)) {
    const membership = await membershipOf(actor.id);
    if (membership?.status !== "approved" || membership.companyId !== pending.company_id) throw permissionDenied();
  }
  await sql().begin(async (tx) => {
    if (approve)
      await tx`UPDATE company_members SET status = 'approved', approved_by = ${actor.id}, approved_at = now() WHERE user_id = ${userId}`;
    else await tx`DELETE FROM company_members WHERE user_id = ${userId}`;
    await recordAudit(
      {
        actor,
        action: approve ? "member.approve" : "member.refuse",
        targetType: "member",
        targetId: userId,
        after: { companyId: pending.company_id },
      },
      tx,
    );
  });
}

/** Companies for the 'pick existing' list of the hiring form: id and name, alphabetical. */
export async function listCompanyChoices(): Promise<{ id: number; name: string }[]> {
  return sql()<{ id: number; name: string }[]>`SELECT id, name FROM companies ORDER BY lower(name) LIMIT 2000`;
}

/**
 * After the user proves their e-mail (decision 063): a pending request to join a company whose
 * website's domain is the verified address's domain is approved at once, as joinCompany does for
 * an address verified before asking. Returns whether it was.
 */
export async function approveByVerifiedDomain(userId: number): Promise<boolean> {
  const joined = await joinByVerifiedDomain(userId);
  // The same proof verifies the company itself (issue 27, decision 125), releasing its held jobs.
  await verifyCompanyByDomain(userId);
  return joined;
}

async function joinByVerifiedDomain(userId: number): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [row] = await tx<{ email: string; verified: boolean; company_id: number; website: string | null }[]>`
      SELECT u.email, u.email_verified_at IS NOT NULL AS verified, m.company_id, c.website
        FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
       WHERE m.user_id = ${userId} AND m.status = 'pending' FOR UPDATE OF m`;
    if (!row?.verified) return false;
    const domain = row.email.split("@")[1]?.toLowerCase();
    if (!domain || domain !== websiteDomain(row.website)) return false;
    await tx`UPDATE company_members SET status = 'approved', approved_at = now() WHERE user_id = ${userId}`;
    await recordAudit(
      {
        actor: { id: userId, email: row.email, role: "employer" },
        action: "member.join-by-domain",
        targetType: "member",
        targetId: userId,
        after: { companyId: row.company_id, domain },
      },
      tx,
    );
    return true;
  });
}

/** A pending request's company, and whether proving the e-mail would let the user in at once (same domain as the website). */
export async function pendingJoin(
  userId: number,
): Promise<{ companyName: string; email: string; sameDomain: boolean } | null> {
  const [row] = await sql()<{ email: string; company_name: string; website: string | null }[]>`
    SELECT u.email, c.name AS company_name, c.website
      FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
     WHERE m.user_id = ${userId} AND m.status = 'pending'`;
  if (!row) return null;
  const domain = row.email.split("@")[1]?.toLowerCase();
  return {
    companyName: row.company_name,
    email: row.email,
    sameDomain: domain !== undefined && domain === websiteDomain(row.website),
  };
}
