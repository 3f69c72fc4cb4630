import { asc } from "drizzle-orm";
import { db } from "../../db/client";
import { categories } from "../../db/schema";

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
}

/** SPEC §3 Category (id, name), plus the slug used in URLs; alphabetical. */
export async function listCategories(): Promise<CategoryView[]> {
  return db()
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}
