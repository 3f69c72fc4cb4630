import { sql } from "../../db/client";
import { permissionDenied, type Actor } from "../accounts";
import { companyInputError } from "../employers";
import { z } from "../shared/zod";
import { recordAudit } from "../audit";

/** A company picked on the merge form (by name, the value is its id) or sent to POST /api/admin/companies/merge. */
function companyChoice(message: string) {
  // A form sends the id as text; the API as a number: both are read as one whole number.
  return z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
}

export const mergeCompaniesSchema = z
  .object({
    from: companyChoice("Choose the company to merge away"),
    into: companyChoice("Choose the company to keep"),
  })
  .refine((pick) => pick.from !== pick.into, { path: ["into"], message: "Choose two different companies" });

/**
 * Merges a duplicate company into another (admins only): its jobs, members, collector
 * sources and logo move over (the kept company's own logo and fields win), then the
 * duplicate is removed. One transaction: either all of it happens or none.
 */
export async function mergeCompanies(
  actor: Actor | null,
  raw: unknown,
): Promise<{ jobs: number; from: string; into: string }> {
  if (actor?.role !== "admin") throw permissionDenied();
  const parsed = mergeCompaniesSchema.safeParse(raw);
  if (!parsed.success)
    throw companyInputError(
      Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "into"), issue.message])),
    );
  const { from: fromId, into: intoId } = parsed.data;
  return sql().begin(async (tx) => {
    const companies = await tx<{ id: number; name: string; website: string | null; description: string | null }[]>`
      SELECT id, name, website, description FROM companies WHERE id IN (${fromId}, ${intoId}) FOR UPDATE`;
    const from = companies.find((company) => company.id === fromId);
    const into = companies.find((company) => company.id === intoId);
    // Another admin may have merged or removed it a moment ago.
    if (!from) throw companyInputError({ from: "No such company (merged or removed already?)" });
    if (!into) throw companyInputError({ into: "No such company (merged or removed already?)" });
    const moved =
      await tx`UPDATE jobs SET company_id = ${intoId}, updated_at = now() WHERE company_id = ${fromId} RETURNING id`;
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
    await recordAudit(
      {
        actor,
        action: "company.merge",
        targetType: "company",
        targetId: intoId,
        before: { merged: from.name, id: fromId },
        after: { into: into.name, jobsMoved: moved.length },
      },
      tx,
    );
    return { jobs: moved.length, from: from.name, into: into.name };
  });
}
