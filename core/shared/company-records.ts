import { createHash } from "node:crypto";
import type { Queryable as Sql } from "../../db/queryable";
import { slugify } from "../../lib/slug";
import { companyNameKeys } from "../../lib/company-name-key";

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
 * The company's id, created when new (matched by its name keys, decision 163: case, spacing,
 * invisible characters and look-alike letters do not make another company). Website
 * and logo are filled when the company has none yet; what an admin set is kept.
 * Without a logo from the source it points at /logos/<slug>.svg, which the server draws.
 */
export async function ensureCompany(sql: Sql, input: CompanyInput): Promise<number> {
  const name = input.name.trim();
  const keys = companyNameKeys(name);
  const [existing] = await sql<{ id: number; website: string | null; logo_url: string | null; slug: string }[]>`
    SELECT id, website, logo_url, slug FROM companies WHERE name_key = ${keys.key} OR name_shape = ${keys.shape} OR lower(name) = lower(${name})
     ORDER BY (name_key = ${keys.key}) DESC NULLS LAST, id LIMIT 1`;
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
      INSERT INTO companies (name, name_key, name_shape, slug, website, logo_url)
      VALUES (${name}, ${keys.key}, ${keys.shape}, ${slug}, ${input.website ?? null}, ${input.logoUrl ?? `/logos/${slug}.svg`})
      ON CONFLICT DO NOTHING RETURNING id`;
    if (created) return created.id;
    // Either another process created this company just now, or the slug belongs to another name.
    const [raced] = await sql<
      { id: number }[]
    >`SELECT id FROM companies WHERE name_key = ${keys.key} OR name_shape = ${keys.shape} OR lower(name) = lower(${name}) LIMIT 1`;
    if (raced) return raced.id;
  }
  throw new Error(`could not find a free slug for company "${name}"`);
}
