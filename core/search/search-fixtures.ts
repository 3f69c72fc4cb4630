import type { Sql } from "../../db/client";
import { slugify } from "../../lib/slug";

/** Test fixtures: a few companies, categories and jobs written straight to the database. */
export interface FixtureJob {
  title: string;
  company?: string;
  category?: string;
  description?: string;
  skills?: string;
  employmentType?: string;
  workplace?: "onsite" | "remote" | "hybrid";
  locality?: string;
  region?: string;
  minExperience?: number;
  maxExperience?: number;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string;
  salaryUnit?: string;
  jobUrl?: string | null;
  status?: "open" | "closed";
  /** Days before now. */
  ageDays?: number;
  validThrough?: Date | null;
}

export async function insertFixtureJobs(sql: Sql, items: FixtureJob[], now = Date.now()): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const company = item.company ?? "Acme Labs";
    const category = item.category ?? "Software Engineering";
    const [companyRow] = await sql<{ id: number }[]>`
      INSERT INTO companies (name, slug, website, locality, description) VALUES (${company}, ${slugify(company)}, ${`https://${slugify(company)}.example`}, 'Bengaluru', ${`${company} builds things.`})
      ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`;
    const [categoryRow] = await sql<{ id: number }[]>`
      INSERT INTO categories (name, slug) VALUES (${category}, ${slugify(category)})
      ON CONFLICT (name) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`;
    const posted = new Date(now - (item.ageDays ?? 1) * 86_400_000).toISOString();
    const validThrough = item.validThrough === undefined ? null : item.validThrough?.toISOString() ?? null;
    const [row] = await sql<{ id: number }[]>`
      INSERT INTO jobs (company_id, category_id, title, description, skills, employment_type, workplace, locality, region,
                        min_experience, max_experience, salary_min, salary_max, salary_currency, salary_unit, job_url, status, date_posted, valid_through)
      VALUES (${companyRow.id}, ${categoryRow.id}, ${item.title}, ${item.description ?? `Join ${company} as ${item.title}.`}, ${item.skills ?? ""},
              ${item.employmentType ?? "Full-time"}, ${item.workplace ?? "onsite"}, ${item.locality ?? "Bengaluru"}, ${item.region ?? "Karnataka"},
              ${item.minExperience ?? 2}, ${item.maxExperience ?? 5}, ${item.salaryMin === undefined ? 1_000_000 : item.salaryMin},
              ${item.salaryMax === undefined ? 1_500_000 : item.salaryMax}, ${item.salaryCurrency ?? "INR"}, ${item.salaryUnit ?? "YEAR"},
              ${item.jobUrl === undefined ? `https://${slugify(company)}.example/careers/${slugify(item.title)}` : item.jobUrl}, ${item.status ?? "open"}, ${posted}, ${validThrough})
      RETURNING id`;
    ids.push(row.id);
  }
  return ids;
}
