import { eq, or, sql as raw } from "drizzle-orm";
import { db } from "../../db/client";
import { categories, companies } from "../../db/schema";
import { slugify } from "../../lib/slug";

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface CompanyRef {
  id: number;
  name: string;
  slug: string;
  website: string | null;
  description: string | null;
  locality: string | null;
}

/** PostgreSQL text cannot hold U+0000 (error 22021): such a name is simply unknown. */
function lookupText(param: string): string | undefined {
  const text = param.trim();
  return text && text.length <= 200 && !text.includes("\u0000") ? text : undefined;
}

/** A category by its slug or its name (any case, URL-decoded); undefined when unknown. */
export async function findCategory(param: string): Promise<CategoryRef | undefined> {
  const text = lookupText(param);
  if (!text) return undefined;
  const [row] = await db()
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, slugify(text)), eq(raw`lower(${categories.name})`, text.toLowerCase())))
    .limit(1);
  return row;
}

/** A company by its name (any case) or its slug; undefined when unknown. */
export async function findCompany(param: string): Promise<CompanyRef | undefined> {
  const text = lookupText(param);
  if (!text) return undefined;
  const columns = {
    id: companies.id,
    name: companies.name,
    slug: companies.slug,
    website: companies.website,
    description: companies.description,
    locality: companies.locality,
  };
  const [byName] = await db()
    .select(columns)
    .from(companies)
    .where(eq(raw`lower(${companies.name})`, text.toLowerCase()))
    .limit(1);
  if (byName) return byName;
  const [bySlug] = await db()
    .select(columns)
    .from(companies)
    .where(eq(companies.slug, slugify(text)))
    .limit(1);
  return bySlug;
}
