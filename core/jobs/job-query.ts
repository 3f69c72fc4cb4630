import { and, eq, gt, isNull, or, sql as drizzleSql, type SQL } from "drizzle-orm";
import { db, sql } from "../../db/client";
import type { JobRecord } from "./job-read-shape";
import { OPEN_DAYS } from "./job-closing";
import { categories, companies, jobs } from "../../db/schema";

/** The columns of a JobRecord: a job with its company and category. */
export const jobRecordColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  skills: jobs.skills,
  employmentType: jobs.employmentType,
  workplace: jobs.workplace,
  address: jobs.address,
  locality: jobs.locality,
  region: jobs.region,
  country: jobs.country,
  postalCode: jobs.postalCode,
  minExperience: jobs.minExperience,
  maxExperience: jobs.maxExperience,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryUnit: jobs.salaryUnit,
  education: jobs.education,
  jobUrl: jobs.jobUrl,
  equityMin: jobs.equityMin,
  equityMax: jobs.equityMax,
  status: jobs.status,
  datePosted: jobs.datePosted,
  validThrough: jobs.validThrough,
  // When it really closes (job-closing.ts): a posted job's deadline or 60 days after it opened, whichever is first.
  closesAt: drizzleSql<Date | null>`CASE WHEN ${jobs.source} = 'manual' AND ${jobs.postedBy} IS NOT NULL
    THEN LEAST(${jobs.validThrough}, coalesce(${jobs.openSince}, ${jobs.datePosted}) + make_interval(days => ${OPEN_DAYS})) ELSE ${jobs.validThrough} END`.mapWith(
    jobs.validThrough,
  ),
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  companyWebsite: companies.website,
  companyLogoUrl: companies.logoUrl,
  companyAddress: companies.address,
  companyLocality: companies.locality,
  companyDescription: companies.description,
  categoryName: categories.name,
  companyVerified: drizzleSql<boolean>`${companies.verifiedAt} IS NOT NULL`,
};

/** Jobs with their company and category joined, ready for toJobView. */
export function selectJobRecords() {
  return db()
    .select(jobRecordColumns)
    .from(jobs)
    .innerJoin(companies, eq(jobs.companyId, companies.id))
    .leftJoin(categories, eq(jobs.categoryId, categories.id))
    .$dynamic();
}

/** A job a visitor may find: open, and not past its validThrough. */
export function isOpenJob(now: Date = new Date()): SQL {
  return and(eq(jobs.status, "open"), or(isNull(jobs.validThrough), gt(jobs.validThrough, now)))!;
}

/**
 * Jobs by id as JobRecords (a deleted job, or one held for review, is not found), in one raw query: the search's page read, which runs
 * on every search and is worth keeping free of query-building work. A job its employer closed while it was held is held still
 * (its review is pending): unseen, as a held job is, until an admin approves it (issue 44).
 */
export async function jobRecordsByIds(ids: number[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  return sql()<JobRecord[]>`
    SELECT j.id, j.title, j.description, j.skills, j.employment_type AS "employmentType", j.workplace,
    j.address, j.locality, j.region,
           j.country, j.postal_code AS "postalCode", j.min_experience AS "minExperience", j.max_experience
    AS "maxExperience",
           j.salary_min AS "salaryMin", j.salary_max AS "salaryMax", j.salary_currency AS "salaryCurrency",
    j.salary_unit AS "salaryUnit",
           j.education, j.job_url AS "jobUrl", j.equity_min AS "equityMin", j.equity_max AS "equityMax",
    j.status, to_json(j.date_posted) #>> '{}' AS "datePosted", to_json(j.valid_through) #>> '{}' AS "validThrough",
           to_json(CASE WHEN j.source = 'manual' AND j.posted_by IS NOT NULL
                        THEN LEAST(j.valid_through, coalesce(j.open_since, j.date_posted) + make_interval(days
    => ${OPEN_DAYS})) ELSE j.valid_through END) #>> '{}' AS "closesAt",
           to_json(j.created_at) #>> '{}' AS "createdAt", to_json(j.updated_at) #>> '{}' AS "updatedAt",
    c.id AS "companyId", c.name AS "companyName",
           c.slug AS "companySlug", c.website AS "companyWebsite", c.logo_url AS "companyLogoUrl", c.address
    AS "companyAddress", c.locality AS "companyLocality",
           c.description AS "companyDescription", cat.name AS "categoryName", j.duplicate_of AS "duplicateOf",
           c.verified_at IS NOT NULL AS "companyVerified"
      FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE j.id = ANY(${ids}::int[]) AND j.deleted_at IS NULL AND j.status <> 'pending'
       AND NOT EXISTS (SELECT 1 FROM job_reviews r WHERE r.job_id = j.id AND r.state = 'pending')`;
}
