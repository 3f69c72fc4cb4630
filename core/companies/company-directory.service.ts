import { and, count, eq, max, sql as raw } from "drizzle-orm";
import { boardPart, currentPart } from "../../config/board";
import { db } from "../../db/client";
import { categories, companies, jobs } from "../../db/schema";
import { isOpenJob } from "../jobs";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, VISA_SPONSORSHIP, labelOf } from "../../lib/startup-facts";
import { LPA_BANDS, lpaBandOf } from "../search";
import { DIRECTORY_EQUITY, DIRECTORY_PAGE_SIZE, type DirectoryParams } from "./company-directory.schema";

/**
 * The company directory (issue 29): every company with open jobs, its startup facts, filtered by stage, size, city,
 * remote policy, visa sponsorship, category and two facts of its open jobs (one offers equity; one pays in an LPA band, as the search's
 * `lpa` facet bands a job), with a count beside each value (the companies passing every *other* filter, as the
 * search page counts), sorted by most open jobs or newest job. One grouped query over the open jobs; the rows are
 * few (one per hiring company), so filtering and counting them in memory is cheap. Kept for 5 s: a directory a
 * few seconds old is fine, and with two server processes each keeps its own (a company edit forgets it in its process).
 */
export interface DirectoryCompany {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  city: string | null;
  stage: string | null;
  size: string | null;
  remotePolicy: string | null;
  /** Whether it sponsors work visas (decision 191); null until it says. */
  visaSponsorship: boolean | null;
  pitch: string | null;
  foundedYear: number | null;
  openJobs: number;
  newestJob: string;
  categories: string[];
  /** At least one open job offers equity (a range above 0). */
  offersEquity: boolean;
  /** The LPA bands (facet-declarations.ts) of its open jobs paid in rupees. */
  lpaBands: string[];
}

export interface DirectoryFacetValue {
  value: string;
  label: string;
  count: number;
}

export interface Directory {
  companies: DirectoryCompany[];
  total: number;
  page: number;
  pages: number;
  facets: {
    stage: DirectoryFacetValue[];
    size: DirectoryFacetValue[];
    remote: DirectoryFacetValue[];
    city: DirectoryFacetValue[];
    category: DirectoryFacetValue[];
    equity: DirectoryFacetValue[];
    lpa: DirectoryFacetValue[];
    visa: DirectoryFacetValue[];
  };
}

const TTL_MS = 5_000;
/** The directory's rows, read at most every 5 s per board (config/board.ts): each board's from its own database. */
const directoryPart = boardPart<{
  cached: { at: number; rows: DirectoryCompany[]; categoryLabels: Map<string, string> } | null;
}>("company-directory", () => ({
  cached: null,
}));

async function directoryRows(): Promise<{ rows: DirectoryCompany[]; categoryLabels: Map<string, string> }> {
  const part = currentPart(directoryPart);
  if (part.cached && Date.now() - part.cached.at < TTL_MS) return part.cached;
  const [rows, categoryRows] = await Promise.all([
    db()
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logoUrl: companies.logoUrl,
        city: companies.locality,
        stage: companies.fundingStage,
        size: companies.teamSize,
        remotePolicy: companies.remotePolicy,
        visaSponsorship: companies.visaSponsorship,
        pitch: companies.pitch,
        foundedYear: companies.foundedYear,
        openJobs: count(jobs.id),
        newestJob: max(jobs.datePosted),
        categories: raw<
          string[]
        >`coalesce(array_agg(DISTINCT ${categories.slug}) FILTER (WHERE ${categories.slug} IS NOT NULL), '{}')`,
        offersEquity: raw<boolean>`coalesce(bool_or(${jobs.equityMax} > 0), false)`,
        // Each distinct rupee pay of its open jobs (a handful a company), banded below by the search's own lpaBandOf.
        rupeePay: raw<
          [number | null, number | null, string][]
        >`coalesce(jsonb_agg(DISTINCT jsonb_build_array(${jobs.salaryMin}, ${jobs.salaryMax}, ${jobs.salaryUnit})) FILTER (WHERE ${jobs.salaryCurrency} = 'INR'), '[]'::jsonb)`,
      })
      .from(companies)
      .innerJoin(jobs, eq(jobs.companyId, companies.id))
      .leftJoin(categories, eq(categories.id, jobs.categoryId))
      .where(and(isOpenJob()))
      .groupBy(companies.id),
    db().select({ slug: categories.slug, name: categories.name }).from(categories),
  ]);
  part.cached = {
    at: Date.now(),
    rows: rows.map(({ rupeePay, ...row }) => ({
      ...row,
      newestJob: new Date(row.newestJob ?? 0).toISOString(),
      categories: row.categories ?? [],
      lpaBands: bandsOf(rupeePay ?? []),
    })),
    categoryLabels: new Map(categoryRows.map((row) => [row.slug, row.name])),
  };
  return part.cached;
}

/** The LPA bands of rupee pay figures [min, max, unit], each once. */
function bandsOf(pay: [number | null, number | null, string][]): string[] {
  const bands = new Set(
    pay.map(([salaryMin, salaryMax, salaryUnit]) =>
      lpaBandOf({ salaryMin, salaryMax, salaryUnit, salaryCurrency: "INR" }),
    ),
  );
  return LPA_BANDS.map((band) => band.value).filter((band) => bands.has(band));
}

/** Forgets the kept directory (tests, and a company edit in this process; elsewhere it shows within 5 s). */
export function forgetDirectory(): void {
  currentPart(directoryPart).cached = null;
}

type Test = "stage" | "size" | "remote" | "city" | "category" | "equity" | "lpa" | "visa";

/** A company's visa sponsorship as the facet's value (VISA_SPONSORSHIP), null when it has not said. */
const visaValueOf = (company: DirectoryCompany) =>
  company.visaSponsorship === null ? null : company.visaSponsorship ? "yes" : "no";

export async function companyDirectory(params: DirectoryParams): Promise<Directory> {
  const { rows, categoryLabels } = await directoryRows();
  const cities = new Set(params.city.map((city) => city.toLowerCase()));
  const passes: Record<Test, (company: DirectoryCompany) => boolean> = {
    stage: (company) =>
      params.stage.length === 0 || (company.stage !== null && (params.stage as string[]).includes(company.stage)),
    size: (company) =>
      params.size.length === 0 || (company.size !== null && (params.size as string[]).includes(company.size)),
    remote: (company) =>
      params.remote.length === 0 ||
      (company.remotePolicy !== null && (params.remote as string[]).includes(company.remotePolicy)),
    city: (company) => cities.size === 0 || (company.city !== null && cities.has(company.city.toLowerCase())),
    category: (company) =>
      params.category.length === 0 || company.categories.some((slug) => params.category.includes(slug)),
    equity: (company) => params.equity.length === 0 || company.offersEquity,
    lpa: (company) =>
      params.lpa.length === 0 || company.lpaBands.some((band) => (params.lpa as string[]).includes(band)),
    visa: (company) => params.visa.length === 0 || (params.visa as (string | null)[]).includes(visaValueOf(company)),
  };
  const tests = Object.keys(passes) as Test[];
  const counts = Object.fromEntries(tests.map((test) => [test, new Map<string, number>()])) as Record<
    Test,
    Map<string, number>
  >;
  const cityLabels = new Map<string, string>();
  const chosen: DirectoryCompany[] = [];
  for (const company of rows) {
    const failed = tests.filter((test) => !passes[test](company));
    if (failed.length === 0) chosen.push(company);
    if (failed.length > 1) continue;
    const add = (test: Test, value: string | null) => {
      if (value === null || (failed.length === 1 && failed[0] !== test)) return;
      counts[test].set(value, (counts[test].get(value) ?? 0) + 1);
    };
    add("stage", company.stage);
    add("size", company.size);
    add("remote", company.remotePolicy);
    if (company.city) {
      cityLabels.set(company.city.toLowerCase(), company.city);
      add("city", company.city.toLowerCase());
    }
    for (const slug of company.categories) add("category", slug);
    if (company.offersEquity) add("equity", "yes");
    for (const band of company.lpaBands) add("lpa", band);
    add("visa", visaValueOf(company));
  }
  chosen.sort(
    (a, b) =>
      (params.sort === "newest" ? b.newestJob.localeCompare(a.newestJob) : b.openJobs - a.openJobs) ||
      a.name.localeCompare(b.name),
  );
  const listed = (list: readonly { value: string; label: string }[], test: Test) =>
    list.map(({ value, label }) => ({ value, label, count: counts[test].get(value) ?? 0 }));
  const byCount = (map: Map<string, number>, label: (value: string) => string, selected: string[]) =>
    [...new Set([...map.keys(), ...selected])]
      .map((value) => ({ value, label: label(value), count: map.get(value) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const pages = Math.max(1, Math.ceil(chosen.length / DIRECTORY_PAGE_SIZE));
  return {
    companies: chosen.slice((params.page - 1) * DIRECTORY_PAGE_SIZE, params.page * DIRECTORY_PAGE_SIZE),
    total: chosen.length,
    page: params.page,
    pages,
    facets: {
      stage: listed(FUNDING_STAGES, "stage"),
      size: listed(TEAM_SIZES, "size"),
      remote: listed(REMOTE_POLICIES, "remote"),
      city: byCount(
        counts.city,
        (value) => cityLabels.get(value) ?? value,
        params.city.map((city) => city.toLowerCase()),
      ).slice(0, 30),
      category: byCount(counts.category, (value) => categoryLabels.get(value) ?? value, params.category),
      equity: listed(DIRECTORY_EQUITY, "equity"),
      lpa: listed(LPA_BANDS, "lpa"),
      visa: listed(VISA_SPONSORSHIP, "visa"),
    },
  };
}

/** A company's facts for its page (above its jobs), with labels. */
export interface CompanyFacts {
  stage: string | null;
  size: string | null;
  remotePolicy: string | null;
  foundedYear: number | null;
  city: string | null;
  techStack: string[];
  pitch: string | null;
  website: string | null;
  linkedinUrl: string | null;
  careersUrl: string | null;
}

export async function companyFactsOf(companyId: number): Promise<CompanyFacts | null> {
  const [row] = await db()
    .select({
      stage: companies.fundingStage,
      size: companies.teamSize,
      remotePolicy: companies.remotePolicy,
      foundedYear: companies.foundedYear,
      city: companies.locality,
      techStack: companies.techStack,
      pitch: companies.pitch,
      website: companies.website,
      linkedinUrl: companies.linkedinUrl,
      careersUrl: companies.careersUrl,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) return null;
  return {
    ...row,
    stage: labelOf(FUNDING_STAGES, row.stage),
    size: labelOf(TEAM_SIZES, row.size),
    remotePolicy: labelOf(REMOTE_POLICIES, row.remotePolicy),
  };
}
