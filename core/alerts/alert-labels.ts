import type { Sql } from "../../db/client";
import type { QueryLabels } from "./alert-name";
import type { AlertQuery } from "./alerts.schema";

/** Names of every category and of the named companies, read once for naming many alerts. */
export interface LabelBook {
  categories: Record<string, string>;
  companies: Record<string, string>;
}

export async function loadLabels(sql: Sql, queries: AlertQuery[]): Promise<LabelBook> {
  const companySlugs = [
    ...new Set(queries.map((query) => query.company).filter((slug): slug is string => Boolean(slug))),
  ];
  const categories = await sql<{ slug: string; name: string }[]>`SELECT slug, name FROM categories`;
  const companies = companySlugs.length
    ? await sql<
        { slug: string; name: string }[]
      >`SELECT slug, name FROM companies WHERE slug = ANY(${companySlugs}::text[])`
    : [];
  return {
    categories: Object.fromEntries(categories.map((row) => [row.slug, row.name])),
    companies: Object.fromEntries(companies.map((row) => [row.slug, row.name])),
  };
}

export function labelsFor(book: LabelBook, query: AlertQuery): QueryLabels {
  return { category: book.categories, company: query.company ? book.companies[query.company] : undefined };
}
