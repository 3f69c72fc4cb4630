import { and, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import { db } from "../../db/client";
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
  status: jobs.status,
  datePosted: jobs.datePosted,
  validThrough: jobs.validThrough,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  companyWebsite: companies.website,
  companyLogoUrl: companies.logoUrl,
  companyAddress: companies.address,
  companyDescription: companies.description,
  categoryName: categories.name,
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
