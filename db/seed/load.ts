import type { Sql } from "../client";
import { jobColumns } from "../job-columns";
import { fillCompanyNameKeys } from "../company-name-keys";
import { slugify } from "../../lib/slug";
import { streamDemoData, type DemoDataOptions } from "./demo-data";

const batchSize = 2_000;

/**
 * Loads the demo data set with batched multi-row inserts. Running it twice adds
 * nothing: categories, companies and jobs are keyed by name, slug and external id.
 */
export async function loadDemoData(
  sql: Sql,
  options: DemoDataOptions = {},
): Promise<{ jobs: number; companies: number }> {
  // The jobs are generated batch by batch as they are inserted: three million fit the machine (issue 45).
  const data = streamDemoData(options);
  await sql`INSERT INTO categories ${sql(data.categories.map((name) => ({ name, slug: slugify(name) })))} ON CONFLICT DO NOTHING`;
  for (let start = 0; start < data.companies.length; start += batchSize) {
    const rows = data.companies.slice(start, start + batchSize).map((company) => ({
      name: company.name,
      slug: company.slug,
      website: company.website,
      logo_url: company.logoUrl,
      description: company.description,
      address: company.address,
      locality: company.locality,
      region: company.region,
      country: company.country,
      funding_stage: company.stage,
      team_size: company.teamSize,
      founded_year: company.foundedYear,
      remote_policy: company.remotePolicy,
      visa_sponsorship: company.visaSponsorship,
      tech_stack: company.techStack,
      pitch: company.pitch,
      linkedin_url: company.linkedinUrl,
      careers_url: company.careersUrl,
    }));
    await sql`INSERT INTO companies ${sql(rows)} ON CONFLICT DO NOTHING`;
  }
  await fillCompanyNameKeys(sql);
  const companyIds = new Map(
    (await sql<{ id: number; slug: string }[]>`SELECT id, slug FROM companies`).map((row) => [row.slug, row.id]),
  );
  const categoryIds = new Map(
    (await sql<{ id: number; name: string }[]>`SELECT id, name FROM categories`).map((row) => [row.name, row.id]),
  );

  let inserted = 0;
  for (const batch of batches(data.jobs, batchSize)) {
    const rows = batch.map((job) => ({
      company_id: companyIds.get(job.companySlug)!,
      category_id: categoryIds.get(job.categoryName) ?? null,
      ...jobColumns(job),
      // Drizzle turns off postgres.js date serialising on this client, so dates go as ISO text.
      date_posted: job.datePosted.toISOString(),
      valid_through: job.validThrough.toISOString(),
      source: "demo",
      external_id: job.externalId,
    }));
    const result = await sql`INSERT INTO jobs ${sql(rows)} ON CONFLICT (source, external_id) DO NOTHING`;
    inserted += result.count;
  }
  return { jobs: inserted, companies: data.companies.length };
}

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export async function isCatalogEmpty(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ empty: boolean }[]>`SELECT NOT EXISTS (SELECT 1 FROM jobs) AS empty`;
  return row.empty;
}
