import { sql } from "../../db/client";
import { unverifyOnWebsiteChange, websiteRefusal, spendLimits } from "../trust";
import { recordAudit } from "../audit";
import { forgetDirectory } from "../companies";
import { canEditCompany, isAdmin, membershipOf, permissionDenied, requireRole, type Actor } from "../accounts";
import { COMPANY_NAME_MESSAGES, companyNameKeys, isCompanyNameClash, lookAlikeCompany } from "./company-names";
import type { Queryable } from "../../db/queryable";
import { logoKindOf, type LogoMime } from "./company-logo";
import { companyInputError } from "./company-membership.service";
import { companyProfileSchema, type CompanyProfileInput } from "./company.schema";

export interface CompanyProfile {
  id: number;
  name: string;
  slug: string;
  website: string | null;
  description: string | null;
  city: string | null;
  size: string | null;
  logoUrl: string | null;
  hasUploadedLogo: boolean;
  stage: string | null;
  remotePolicy: string | null;
  /** Whether it sponsors work visas (decision 191); null until it says. */
  visaSponsorship: boolean | null;
  foundedYear: number | null;
  techStack: string[];
  pitch: string | null;
  linkedinUrl: string | null;
  careersUrl: string | null;
  /** A verified company's new name waiting for an admin or a fresh proof of the domain (decision 163). */
  pendingName: string | null;
}

export interface CollectedSource {
  type: string;
  url: string;
  paused: boolean;
  checkedAt: string | null;
  openJobs: number;
}

/** The company an employer manages (approved members only); admins may name any. */
export async function requireManagedCompany(actor: Actor | null, companyId?: number): Promise<number> {
  requireRole(actor, "employer", "admin");
  const id = companyId ?? (await membershipOf(actor.id))?.companyId;
  if (!id || !(await canEditCompany(actor, id))) throw permissionDenied("You can change only your own company.");
  return id;
}

export async function getCompanyProfile(companyId: number): Promise<CompanyProfile | null> {
  const [row] = await sql()<
    {
      id: number;
      name: string;
      slug: string;
      website: string | null;
      description: string | null;
      locality: string | null;
      team_size: string | null;
      logo_url: string | null;
      uploaded: boolean;
      funding_stage: string | null;
      remote_policy: string | null;
      visa_sponsorship: boolean | null;
      founded_year: number | null;
      tech_stack: string[];
      pitch: string | null;
      linkedin_url: string | null;
      careers_url: string | null;
      pending_name: string | null;
    }[]
  >`
    SELECT c.id, c.name, c.slug, c.website, c.description, c.locality, c.team_size, c.logo_url,
           c.funding_stage, c.remote_policy, c.visa_sponsorship, c.founded_year, c.tech_stack, c.pitch, c.linkedin_url, c.careers_url, c.pending_name,
           EXISTS (SELECT 1 FROM company_logos l WHERE l.company_id = c.id) AS uploaded
      FROM companies c WHERE c.id = ${companyId}`;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    website: row.website,
    description: row.description,
    city: row.locality,
    size: row.team_size,
    logoUrl: row.logo_url,
    hasUploadedLogo: row.uploaded,
    stage: row.funding_stage,
    remotePolicy: row.remote_policy,
    visaSponsorship: row.visa_sponsorship,
    foundedYear: row.founded_year,
    techStack: row.tech_stack ?? [],
    pitch: row.pitch,
    linkedinUrl: row.linkedin_url,
    careersUrl: row.careers_url,
    pendingName: row.pending_name,
  };
}

/** What a save did with the name: kept, changed, or left waiting for approval (a verified company's new name). */
export type NameChange = "unchanged" | "renamed" | "pending";

export const RENAME_MESSAGES = {
  pending: (name: string) =>
    `Profile saved. Your company is verified, so its new name "${name}" waits for approval: our ` +
    `team reviews it, or prove your company's domain again below. Until then the board shows the current name.`,
} as const;

/**
 * Saves the profile; a name that another company has, or one that looks the same, is a field error
 * (decision 163: compared by the stored keys, whose unique indexes also refuse a look-alike saved at the
 * same moment). A verified company's employer cannot rename it at once: the new name waits in
 * pending_name for an admin or a fresh proof of the domain, and the rest of the profile saves. A change
 * that keeps the name's keys (case, spacing) is no rename. The search index hears of it through the
 * companies trigger.
 */
export async function updateCompanyProfile(
  actor: Actor | null,
  companyId: number,
  raw: Record<string, unknown>,
): Promise<NameChange> {
  const id = await requireManagedCompany(actor, companyId);
  const parsed = companyProfileSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
    throw companyInputError(errors);
  }
  const input: CompanyProfileInput = parsed.data;
  const refusal = websiteRefusal(input.company_website);
  if (refusal) throw companyInputError({ company_website: refusal });
  await spendLimits(["companyEditAccount", actor?.id]);
  const keys = companyNameKeys(input.company_name);
  const other = await lookAlikeCompany(sql(), keys, id);
  if (other) throw companyInputError({ company_name: COMPANY_NAME_MESSAGES.taken(other) });
  let change: NameChange = "unchanged";
  try {
    await sql().begin(async (tx) => {
      const [before] = await tx`
        SELECT name, name_key, name_shape, verified_at, website, description, locality, team_size, funding_stage,
        remote_policy, visa_sponsorship, founded_year, tech_stack, pitch, linkedin_url, careers_url
          FROM companies WHERE id = ${id} FOR UPDATE`;
      const sameName = before?.name === input.company_name;
      // Same key: the same name but for case, spacing or look-alike letters, which needs no approval.
      const sameKeys = before?.name_key === keys.key;
      const waits = !sameName && !sameKeys && before?.verified_at !== null && !isAdmin(actor);
      change = sameName ? "unchanged" : waits ? "pending" : "renamed";
      const name = waits || sameName ? {} : { name: input.company_name, name_key: keys.key, name_shape: keys.shape };
      // A save without a new name leaves a waiting one as it was; a new one replaces it.
      const pending = waits
        ? { pending_name: input.company_name, pending_name_at: new Date().toISOString() }
        : sameName
          ? {}
          : { pending_name: null, pending_name_at: null };
      const after = {
        ...name,
        ...pending,
        website: input.company_website,
        description: input.company_description || null,
        locality: input.company_city || null,
        team_size: input.company_size || null,
        ...startupFactColumns(input),
      };
      await tx`UPDATE companies SET ${tx(after)}, updated_at = now() WHERE id = ${id}`;
      await unverifyOnWebsiteChange(tx, actor!, id, (before?.website as string | null) ?? null, after.website);
      const { name_key: _key, name_shape: _shape, verified_at: _verified, ...shown } = before ?? {};
      await recordAudit(
        {
          actor,
          action: waits ? "company.rename-requested" : "company.update",
          targetType: "company",
          targetId: id,
          before: shown,
          after,
        },
        tx,
      );
    });
  } catch (error) {
    if (isCompanyNameClash(error)) throw companyInputError({ company_name: COMPANY_NAME_MESSAGES.takenMeanwhile });
    throw error;
  }
  forgetDirectory();
  return change;
}

/** The startup facts the input names (a fact left out keeps its value; "" clears it), as companies columns. */
export function startupFactColumns(
  input: CompanyProfileInput,
): Record<string, string | number | boolean | string[] | null> {
  const columns: Record<string, string | number | boolean | string[] | null> = {};
  if (input.company_stage !== undefined) columns.funding_stage = input.company_stage || null;
  if (input.company_remote_policy !== undefined) columns.remote_policy = input.company_remote_policy || null;
  if (input.company_visa !== undefined)
    columns.visa_sponsorship = input.company_visa === "" ? null : input.company_visa === "yes";
  if (input.company_founded !== undefined)
    columns.founded_year = input.company_founded === "" ? null : input.company_founded;
  if (input.company_tech_stack !== undefined) columns.tech_stack = input.company_tech_stack;
  if (input.company_pitch !== undefined) columns.pitch = input.company_pitch || null;
  if (input.company_linkedin !== undefined) columns.linkedin_url = input.company_linkedin || null;
  if (input.company_careers !== undefined) columns.careers_url = input.company_careers || null;
  return columns;
}

/** Stores a logo checked by its content; the company then shows /api/company/{id}/logo (versioned so caches refresh). */
export async function setCompanyLogo(actor: Actor | null, companyId: number, bytes: Buffer): Promise<string> {
  const id = await requireManagedCompany(actor, companyId);
  await spendLimits(["logoUploadAccount", actor?.id]);
  const verdict = await logoKindOf(bytes);
  if (!verdict.ok) throw companyInputError({ logo: verdict.message });
  return sql().begin((tx) => storeCompanyLogo(tx, actor, id, verdict.mime, verdict.bytes));
}

/**
 * Writes a logo already checked by logoKindOf (decision 061: logos live in PostgreSQL) in the
 * caller's transaction: the company's own row and its logo_url change together. Used by the
 * company profile and by 'I am hiring', which creates the company and its logo at once.
 */
export async function storeCompanyLogo(
  tx: Queryable,
  actor: Actor | null,
  companyId: number,
  mime: LogoMime,
  bytes: Buffer,
): Promise<string> {
  const url = `/api/company/${companyId}/logo?v=${Date.now().toString(36)}`;
  await tx`
    INSERT INTO company_logos (company_id, mime_type, bytes) VALUES (${companyId}, ${mime}, ${bytes})
    ON CONFLICT (company_id) DO UPDATE SET mime_type = excluded.mime_type, bytes = excluded.bytes, updated_at = now()`;
  await tx`UPDATE companies SET logo_url = ${url}, updated_at = now() WHERE id = ${companyId}`;
  await recordAudit(
    { actor, action: "company.logo", targetType: "company", targetId: companyId, after: { mime, bytes: bytes.length } },
    tx,
  );
  return url;
}

export async function readCompanyLogo(
  companyId: number,
): Promise<{ mime: LogoMime; bytes: Buffer; updatedAt: Date } | null> {
  const [row] = await sql()<
    { mime_type: LogoMime; bytes: Buffer; updated_at: Date }[]
  >`SELECT mime_type, bytes, updated_at FROM company_logos WHERE company_id = ${companyId}`;
  return row ? { mime: row.mime_type, bytes: row.bytes, updatedAt: new Date(row.updated_at) } : null;
}

/** The collector's sources for this company (matched by name), for the read-only 'Collected from…' lines. */
export async function collectedSourcesOf(companyId: number): Promise<CollectedSource[]> {
  const rows = await sql()<
    { type: string; url: string; paused: boolean; checked_at: Date | null; open_jobs: number }[]
  >`
    SELECT s.type, s.url, s.paused,
           (SELECT max(r.finished_at) FROM collector_runs r WHERE r.source_id = s.id AND r.status IN ('succeeded', 'unchanged')) AS checked_at,
           (SELECT count(*)::int FROM jobs j WHERE j.collector_source_id = s.id AND j.status = 'open' AND j.deleted_at IS NULL) AS open_jobs
      FROM collector_sources s JOIN companies c ON lower(c.name) = lower(s.company_name)
     WHERE c.id = ${companyId} ORDER BY s.id`;
  return rows.map((row) => ({
    type: row.type,
    url: row.url,
    paused: row.paused,
    checkedAt: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    openJobs: row.open_jobs,
  }));
}
