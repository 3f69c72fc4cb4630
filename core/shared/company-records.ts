import { createHash } from "node:crypto";
import type { Queryable as Sql } from "../../db/queryable";
import { slugify } from "../../lib/slug";

export interface CompanyInput {
  name: string;
  website?: string | null;
  logoUrl?: string | null;
}

/** A slug for any name: names in other scripts ("क्रिया") have no latin letters, so they get a stable hash. */
export function companySlug(name: string): string {
  return slugify(name) || `company-${createHash("sha1").update(name).digest("hex").slice(0, 8)}`;
}

/**
 * The company's id, created when new (matched by name, case-insensitively). Website
 * and logo are filled when the company has none yet; what an admin set is kept.
 * Without a logo from the source it points at /logos/<slug>.svg, which the server draws.
 */
export async function ensureCompany(sql: Sql, input: CompanyInput): Promise<number> {
  const name = input.name.trim();
  const [existing] = await sql<{ id: number; website: string | null; logo_url: string | null; slug: string }[]>`
    SELECT id, website, logo_url, slug FROM companies WHERE lower(name) = lower(${name})`;
  if (existing) {
    const generatedLogo = existing.logo_url === `/logos/${existing.slug}.svg`;
    const website = existing.website ?? input.website ?? null;
    const logo = input.logoUrl && (generatedLogo || !existing.logo_url) ? input.logoUrl : existing.logo_url;
    if (website !== existing.website || logo !== existing.logo_url) {
      await sql`UPDATE companies SET website = ${website}, logo_url = ${logo}, updated_at = now() WHERE id = ${existing.id}`;
    }
    return existing.id;
  }
  const base = companySlug(name);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const [created] = await sql<{ id: number }[]>`
      INSERT INTO companies (name, slug, website, logo_url)
      VALUES (${name}, ${slug}, ${input.website ?? null}, ${input.logoUrl ?? `/logos/${slug}.svg`})
      ON CONFLICT DO NOTHING RETURNING id`;
    if (created) return created.id;
    // Either another process created this company just now, or the slug belongs to another name.
    const [raced] = await sql<{ id: number }[]>`SELECT id FROM companies WHERE lower(name) = lower(${name})`;
    if (raced) return raced.id;
  }
  throw new Error(`could not find a free slug for company "${name}"`);
}
