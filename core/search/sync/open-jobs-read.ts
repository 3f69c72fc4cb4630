import type { Queryable } from "../../../db/queryable";
import { descriptionText } from "../../shared/html-text";
import type { IndexedJob } from "../index-types";
import { DECLARED_READS, type DeclaredFields } from "../facet-declarations";
import { selectList } from "../facet-columns";

/**
 * The open jobs as the search index takes them in: one query for all of them (streamed), or for the given ids. The
 * declared facets' columns (facet-declarations.ts `reads`) come under their IndexedJob names, as they are kept.
 */
export type JobRow = OwnColumns & DeclaredFields;

interface OwnColumns {
  id: number;
  title: string;
  description: string;
  skills: string;
  company_name: string;
  company_slug: string;
  category_name: string | null;
  category_slug: string | null;
  employment_type: string;
  workplace: "onsite" | "remote" | "hybrid";
  locality: string | null;
  region: string | null;
  country: string;
  min_experience: number | null;
  max_experience: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_unit: string;
  posted_ms: number;
  valid_ms: number | null;
}

/** The declared facets' columns of the SELECT list below. */
const declaredColumns = selectList(DECLARED_READS);

export function toIndexed(row: JobRow): IndexedJob {
  const declared: DeclaredFields = {};
  for (const field of Object.keys(DECLARED_READS) as (keyof DeclaredFields)[])
    Object.assign(declared, { [field]: row[field] });
  return {
    ...declared,
    id: row.id,
    title: row.title,
    // Collected descriptions are HTML: index their words, not tag and attribute names.
    description: descriptionText(row.description),
    skills: row.skills,
    companyName: row.company_name,
    companySlug: row.company_slug,
    categoryName: row.category_name,
    categorySlug: row.category_slug,
    employmentType: row.employment_type,
    workplace: row.workplace,
    locality: row.locality,
    region: row.region,
    country: row.country,
    minExperience: row.min_experience,
    maxExperience: row.max_experience,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency,
    salaryUnit: row.salary_unit,
    postedMs: row.posted_ms,
    validThroughMs: row.valid_ms,
  };
}

export function selectOpenJobs(sql: Queryable, ids?: number[]) {
  return sql<JobRow[]>`
    SELECT j.id, j.title, j.description, j.skills, c.name AS company_name, c.slug AS company_slug,
           cat.name AS category_name, cat.slug AS category_slug, j.employment_type, j.workplace,
           j.locality, j.region, j.country, j.min_experience, j.max_experience, j.salary_min, j.salary_max,
           j.salary_currency, j.salary_unit, ${sql.unsafe(declaredColumns)},
           (extract(epoch FROM j.date_posted) * 1000)::float8 AS posted_ms,
           (extract(epoch FROM j.valid_through) * 1000)::float8 AS valid_ms
      FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE j.status = 'open' AND (j.valid_through IS NULL OR j.valid_through > now())
       ${ids ? sql`AND j.id = ANY(${ids}::int[])` : sql``}`;
}
