import { categoryNames } from "../../../db/seed/catalog-data";
import type { Queryable as Sql } from "../../../db/queryable";
import { slugify } from "../../../lib/slug";

/**
 * The 30 categories by name → id. A database set up without demo data has no
 * categories yet, so the collector adds the missing ones (by name; nothing else changes).
 */
export async function ensureCategories(sql: Sql): Promise<Map<string, number>> {
  let rows = await sql<{ id: number; name: string }[]>`SELECT id, name FROM categories`;
  if (categoryNames.some((name) => !rows.some((row) => row.name === name))) {
    await sql`INSERT INTO categories ${sql(categoryNames.map((name) => ({ name, slug: slugify(name) })))} ON CONFLICT DO NOTHING`;
    rows = await sql<{ id: number; name: string }[]>`SELECT id, name FROM categories`;
  }
  return new Map(rows.map((row) => [row.name, row.id]));
}
