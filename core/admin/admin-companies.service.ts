import { sql } from "../../db/client";
import { permissionDenied, type Actor } from "../accounts";
import { hostText } from "../shared/host-scripts";
import { z } from "../shared/zod";
import { VERIFICATION_FILTERS, type VerificationFilter } from "./verification-filter";

export const companyListQuerySchema = z.object({
  q: z.string().trim().max(200, "Search at most 200 characters").default(""),
  verified: z.enum(VERIFICATION_FILTERS, { error: "verified must be all, verified or unverified" }).default("all"),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export interface AdminCompany {
  id: number;
  name: string;
  website: string | null;
  /** The website's host as an admin should read it: a look-alike host in punycode, to tell duplicates apart. */
  host: string | null;
  verified: boolean;
  jobs: number;
  members: number;
  /** Jobs posted here but no approved member left (the last one deleted their account, decision 112). */
  unmanaged: boolean;
}

export interface AdminCompanyList {
  companies: AdminCompany[];
  /** How many companies match the search text in each verification state (the filter's counts). */
  counts: Record<VerificationFilter, number>;
}

const LIST_LIMIT = 200;

function hostOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return hostText(new URL(website).hostname);
  } catch {
    return website;
  }
}

/**
 * Companies by name for the admins' companies page, filtered by verification, with their job and member counts and
 * the filter's counts for the same search text. Admins only.
 */
export async function listAdminCompanies(actor: Actor | null, raw: CompanyListQuery = {}): Promise<AdminCompanyList> {
  if (actor?.role !== "admin") throw permissionDenied();
  const { q, verified } = companyListQuerySchema.parse(raw);
  const like = `%${q.replaceAll("\u0000", "").replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const [rows, [counts]] = await Promise.all([
    sql()<Omit<AdminCompany, "host">[]>`
      SELECT c.id, c.name, c.website, c.verified_at IS NOT NULL AS verified,
             (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.deleted_at IS NULL) AS jobs,
             (SELECT count(*)::int FROM company_members m WHERE m.company_id = c.id) AS members,
             (EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.source = 'manual')
              AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id AND m.status = 'approved')) AS unmanaged
        FROM companies c
       WHERE c.name ILIKE ${like}
         AND (${verified} = 'all' OR (c.verified_at IS NOT NULL) = (${verified} = 'verified'))
       ORDER BY lower(c.name), c.id LIMIT ${LIST_LIMIT}`,
    sql()<{ all: number; verified: number; unverified: number }[]>`
      SELECT count(*)::int AS all, count(*) FILTER (WHERE verified_at IS NOT NULL)::int AS verified, count(*)
      FILTER (WHERE verified_at IS NULL)::int AS unverified
        FROM companies WHERE name ILIKE ${like}`,
  ]);
  return { companies: rows.map((row) => ({ ...row, host: hostOf(row.website) })), counts };
}
