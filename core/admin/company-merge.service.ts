import { sql } from "../../db/client";
import { permissionDenied, type Actor } from "../accounts";
import { companyInputError } from "../employers";
import { recordAudit } from "../audit";

/**
 * Merges a duplicate company into another (admins only): its jobs, members, collector
 * sources and logo move over (the kept company's own logo and fields win), then the
 * duplicate is removed. One transaction: either all of it happens or none.
 */
export async function mergeCompanies(actor: Actor, fromId: number, intoId: number): Promise<{ jobs: number }> {
  if (actor.role !== "admin") throw permissionDenied();
  if (fromId === intoId) throw companyInputError({ into: "Choose two different companies" });
  return sql().begin(async (tx) => {
    const companies = await tx<{ id: number; name: string; website: string | null; description: string | null }[]>`
      SELECT id, name, website, description FROM companies WHERE id IN (${fromId}, ${intoId}) FOR UPDATE`;
    const from = companies.find((company) => company.id === fromId);
    const into = companies.find((company) => company.id === intoId);
    if (!from) throw companyInputError({ from: "No such company" });
    if (!into) throw companyInputError({ into: "No such company" });
    const moved = await tx`UPDATE jobs SET company_id = ${intoId}, updated_at = now() WHERE company_id = ${fromId} RETURNING id`;
    // An employer already in the kept company stays; the others move.
    await tx`UPDATE company_members SET company_id = ${intoId} WHERE company_id = ${fromId}`;
    await tx`UPDATE collector_sources SET company_name = ${into.name}, updated_at = now() WHERE lower(company_name) = lower(${from.name})`;
    await tx`
      INSERT INTO company_logos (company_id, mime_type, bytes, updated_at)
      SELECT ${intoId}, mime_type, bytes, updated_at FROM company_logos WHERE company_id = ${fromId}
      ON CONFLICT (company_id) DO NOTHING`;
    await tx`
      UPDATE companies SET website = coalesce(website, ${from.website}), description = coalesce(description, ${from.description}), updated_at = now()
       WHERE id = ${intoId}`;
    await tx`DELETE FROM companies WHERE id = ${fromId}`;
    await recordAudit({ actor, action: "company.merge", targetType: "company", targetId: intoId, before: { merged: from.name, id: fromId }, after: { into: into.name, jobsMoved: moved.length } }, tx);
    return { jobs: moved.length };
  });
}

/** Companies by name for the admin screen, with their job and member counts. */
export async function searchCompanies(query = "", limit = 50) {
  const like = `%${query.trim().slice(0, 200).replaceAll("\u0000", "").replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql()<{ id: number; name: string; website: string | null; jobs: number; members: number; unmanaged: boolean }[]>`
    SELECT c.id, c.name, c.website,
           (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.deleted_at IS NULL) AS jobs,
           (SELECT count(*)::int FROM company_members m WHERE m.company_id = c.id) AS members,
           -- Jobs posted here but no approved member left (the last one deleted their account, decision 112).
           (EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.source = 'manual')
            AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id AND m.status = 'approved')) AS unmanaged
      FROM companies c WHERE c.name ILIKE ${like} ORDER BY lower(c.name) LIMIT ${Math.min(limit, 200)}`;
}
