import { sql } from "../../db/client";
import { cutText, descriptionText } from "../shared/html-text";
import { formatSalary } from "../shared/job-display";

/** What the sitemap and the feed need of an open job. */
export interface JobFeedItem {
  id: number;
  title: string;
  companyName: string;
  categoryName: string | null;
  locality: string | null;
  region: string | null;
  workplace: string;
  /** Plain text, at most 600 characters. */
  description: string;
  datePosted: string;
  lastModified: string;
  /** '₹14.5-21.5 LPA' and the like; null when the job states no pay. */
  pay: string | null;
}

/** A job's pay for a feed or a mail, or null when not stated. */
export function payOrNull(job: {
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string | null;
  salaryUnit: string | null;
}): string | null {
  const pay = formatSalary(job);
  return pay === "Salary not specified" ? null : pay;
}

const openCondition = "j.status = 'open' AND (j.valid_through IS NULL OR j.valid_through > now())";

export async function countOpenJobs(): Promise<number> {
  const [row] = await sql()<
    { count: number }[]
  >`SELECT count(*)::int AS count FROM jobs j WHERE ${sql().unsafe(openCondition)}`;
  return row.count;
}

/** One sitemap file's worth of open jobs, by id. */
export async function listOpenJobsForSitemap(
  offset: number,
  limit: number,
): Promise<{ id: number; title: string; lastModified: string }[]> {
  const rows = await sql()<{ id: number; title: string; last_modified: string }[]>`
    SELECT j.id, j.title, to_char(greatest(j.updated_at, j.date_posted) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_modified
      FROM jobs j WHERE ${sql().unsafe(openCondition)}
     ORDER BY j.id LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => ({ id: row.id, title: row.title, lastModified: row.last_modified }));
}

/** The newest open jobs, for the RSS feed. */
export async function listNewestJobs(limit = 50): Promise<JobFeedItem[]> {
  const rows = await sql()<
    {
      id: number;
      title: string;
      company_name: string;
      category_name: string | null;
      locality: string | null;
      region: string | null;
      workplace: string;
      description: string;
      date_posted: string;
      last_modified: string;
      salary_min: number | null;
      salary_max: number | null;
      salary_currency: string;
      salary_unit: string;
    }[]
  >`
    SELECT j.id, j.title, c.name AS company_name, cat.name AS category_name, j.locality, j.region, j.workplace,
           j.description, j.salary_min, j.salary_max, j.salary_currency, j.salary_unit,
           to_char(j.date_posted AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date_posted,
           to_char(greatest(j.updated_at, j.date_posted) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_modified
      FROM jobs j JOIN companies c ON c.id = j.company_id LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE ${sql().unsafe(openCondition)}
     ORDER BY j.date_posted DESC, j.id DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    categoryName: row.category_name,
    locality: row.locality,
    region: row.region,
    workplace: row.workplace,
    // Converted first, then cut: cutting the stored HTML could split a tag.
    description: cutText(descriptionText(row.description), 600),
    datePosted: row.date_posted,
    lastModified: row.last_modified,
    pay: payOrNull({
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      currency: row.salary_currency,
      salaryUnit: row.salary_unit,
    }),
  }));
}
