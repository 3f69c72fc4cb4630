// A company's open jobs (its page, its feed, the sitemap). Job reads, so in core/jobs; core/catalog only finds a
// category or a company by its name or slug (decision 196: catalog and jobs no longer import each other).
import { and, desc, eq } from "drizzle-orm";
import { db } from "../../db/client";
import { companies, jobs } from "../../db/schema";
import { isOpenJob, selectJobRecords } from "./job-query";
import { toJobView, type JobView } from "./job-read-shape";

/** The open jobs of a company, newest first. */
export async function listCompanyJobs(companyId: number, limit = 200): Promise<JobView[]> {
  const rows = await selectJobRecords()
    .where(and(eq(jobs.companyId, companyId), isOpenJob()))
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(limit);
  return rows.map(toJobView);
}

/** Companies with at least one open job, for the sitemap. */
export async function listCompaniesWithOpenJobs(): Promise<{ name: string; slug: string }[]> {
  return db()
    .selectDistinct({ name: companies.name, slug: companies.slug })
    .from(companies)
    .innerJoin(jobs, eq(jobs.companyId, companies.id))
    .where(isOpenJob())
    .orderBy(companies.name);
}
