import type { JobFields } from "../../db/job-columns";
import { slugify } from "../../lib/slug";
import { equityText, formatSalary, salaryValueText } from "../shared/job-display";

/** One row of the jobs query: a job with its company and category joined. */
export interface JobRecord extends JobFields {
  id: number;
  /** 'pending' (held for review) is never read by the public queries; shown as closed if it ever is. */
  status: "open" | "closed" | "pending";
  datePosted: Date | string;
  validThrough: Date | string | null;
  /** When the job really closes (core/jobs/job-closing.ts); null when nothing says. */
  closesAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  companyId: number;
  companyName: string;
  companySlug: string;
  companyWebsite: string | null;
  companyLogoUrl: string | null;
  companyAddress: string | null;
  /** The city the company profile saves (companies.locality). */
  companyLocality: string | null;
  companyDescription: string | null;
  categoryName: string | null;
  /** The company is verified (issue 27): its jobs carry the 'Verified employer' mark. */
  companyVerified?: boolean;
  /** The shown job this one is a closed duplicate of (set by the collector); read by the job page only. */
  duplicateOf?: number | null;
}

/**
 * The Job read shape of SPEC §3, as the API returns it and the pages render it.
 * Old names stay beside new ones (catogry and category, jobType and
 * employmentType, currency and salaryCurrency) so existing clients keep working.
 */
export interface JobView {
  id: number;
  _id: number;
  slug: string;
  title: string;
  company_name: string;
  companySlug: string;
  hiringOrganization: string;
  hiringOrganizationwebsite: string | null;
  hiringOrganizationAddress: string | null;
  hiringOrganizationLocality: string | null;
  hiringOrganizationDescription: string | null;
  logourl: string;
  addressLocality: string | null;
  addressRegion: string | null;
  addressCountry: string;
  postalCode: string | null;
  address: string | null;
  catogry: string;
  category: string;
  employmentType: string;
  jobType: string;
  workplace: "onsite" | "remote" | "hybrid";
  isRemote: boolean;
  /** Equity in percent as the employer entered it: both null when not said, 0 and 0 for none (issue 44). */
  equityMin: number | null;
  equityMax: number | null;
  /** '0.1-0.5% equity', 'No equity', or null when not said. */
  equity: string | null;
  description: string;
  skills: string;
  minexp: number | null;
  maxexp: number | null;
  salary: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryValue: string | null;
  currencyvalue: string | null;
  salaryCurrency: string;
  currency: string;
  salaryUnit: string;
  education: string | null;
  entrydate: string;
  exitdate: string | null;
  datePosted: string;
  validThrough: string | null;
  /**
   * When the job really closes (decision 158): a posted job's deadline or 60 days after it opened, whichever is
   * first; a collected job's source date, or null.
   */
  closesAt: string | null;
  created_at: string;
  updated_at: string;
  joburl: string | null;
  status: "open" | "closed";
  /** The company proved its domain or was verified by the board (issue 27). */
  companyVerified: boolean;
  isSaved: boolean;
}

function iso(value: Date | string | null): string | null {
  if (value == null) return null;
  return typeof value === "string" ? new Date(value).toISOString() : value.toISOString();
}

export function toJobView(record: JobRecord): JobView {
  const category = record.categoryName ?? "Other";
  const datePosted = iso(record.datePosted)!;
  const salaryFields = {
    salaryMin: record.salaryMin,
    salaryMax: record.salaryMax,
    currency: record.salaryCurrency,
    salaryUnit: record.salaryUnit,
  };
  const salaryValue = salaryValueText(salaryFields);
  return {
    id: record.id,
    _id: record.id,
    slug: slugify(record.title) || "job",
    title: record.title,
    company_name: record.companyName,
    companySlug: record.companySlug,
    hiringOrganization: record.companyName,
    hiringOrganizationwebsite: record.companyWebsite,
    hiringOrganizationAddress: record.companyAddress,
    hiringOrganizationLocality: record.companyLocality,
    hiringOrganizationDescription: record.companyDescription,
    logourl: record.companyLogoUrl || `/logos/${record.companySlug}.svg`,
    addressLocality: record.locality,
    addressRegion: record.region,
    addressCountry: record.country,
    postalCode: record.postalCode,
    address: record.address,
    catogry: category,
    category,
    employmentType: record.employmentType,
    jobType: record.employmentType,
    workplace: record.workplace,
    isRemote: record.workplace === "remote",
    equityMin: record.equityMin ?? null,
    equityMax: record.equityMax ?? null,
    equity: equityText(record.equityMin, record.equityMax),
    description: record.description,
    skills: record.skills,
    minexp: record.minExperience,
    maxexp: record.maxExperience,
    salary: formatSalary(salaryFields),
    salaryMin: record.salaryMin,
    salaryMax: record.salaryMax,
    salaryValue,
    currencyvalue: salaryValue,
    salaryCurrency: record.salaryCurrency,
    currency: record.salaryCurrency,
    salaryUnit: record.salaryUnit,
    education: record.education,
    entrydate: datePosted,
    exitdate: iso(record.validThrough),
    datePosted,
    validThrough: iso(record.validThrough),
    closesAt: iso(record.closesAt),
    created_at: iso(record.createdAt)!,
    updated_at: iso(record.updatedAt)!,
    joburl: record.jobUrl,
    status: record.status === "open" ? "open" : "closed",
    companyVerified: record.companyVerified ?? false,
    isSaved: false,
  };
}

/** /job-details/{id}/{title-slug}: the one canonical address of a job page. */
export function jobDetailsPath(job: { id: number; title: string }): string {
  return `/job-details/${job.id}/${slugify(job.title) || "job"}`;
}
