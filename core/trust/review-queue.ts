import { sql } from "../../db/client";
import { formatExperience, formatLocation, formatSalary, workplaceText } from "../shared/job-display";
import { safeJobUrl } from "../shared/job-url";
import { hostText, linkText } from "../shared/host-scripts";
import { HOLD_LABELS, type HoldReason } from "./job-holds";
import { moderatedJobOf, type ModeratedJob, type ModeratedJobRow } from "./moderated-job";

/** What an admin reads of a held posting before deciding (issue 44 point 10): the posting as its page would show it. */
export interface HeldPosting {
  /** As the employer wrote it; pages render it as the job page does (text blocks, never markup). */
  description: string;
  /** '₹12-18 LPA', '₹25k/month', or 'Salary not specified': the job page's words. */
  pay: string;
  experience: string;
  jobType: string;
  /** 'Pune, Maharashtra', or 'Remote'. */
  place: string;
  /** 'On-site', 'Hybrid' or 'Remote'. */
  workplace: string;
  /** The apply address as stored, for reading; null when the posting has none. */
  applyLinkText: string | null;
  /** The same address when it is a web address a browser may follow (never javascript: or data:); else null. */
  applyUrl: string | null;
  /** The company's website host, to compare with the apply link's ('acme.example'; punycode for a look-alike). */
  companyHost: string | null;
}

export interface HeldJob extends ModeratedJob {
  posterEmail: string | null;
  heldAt: string;
  /** 'pending', or 'closed' when its employer closed it while it waited: approving it keeps it closed. */
  status: "pending" | "closed";
  reasons: { code: string; label: string; detail: string }[];
  posting: HeldPosting;
}

interface HeldRow extends ModeratedJobRow {
  email: string | null;
  created_at: Date;
  reasons: HoldReason[];
  status: string;
  description: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_unit: string | null;
  min_experience: number | null;
  max_experience: number | null;
  employment_type: string;
  workplace: string;
  locality: string | null;
  region: string | null;
  job_url: string | null;
  website: string | null;
}

function hostOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return hostText(new URL(website).hostname);
  } catch {
    return null;
  }
}

function postingOf(row: HeldRow): HeldPosting {
  const url = row.job_url?.trim() || null;
  return {
    description: row.description,
    pay: formatSalary({
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      currency: row.salary_currency,
      salaryUnit: row.salary_unit,
    }),
    experience: formatExperience(row.min_experience, row.max_experience),
    jobType: row.employment_type || "Full-time",
    place: row.workplace === "remote" ? "Remote" : formatLocation(row.locality, row.region),
    workplace: workplaceText(row.workplace),
    applyLinkText: url ? linkText(url) : null,
    applyUrl: safeJobUrl(url),
    companyHost: hostOf(row.website),
  };
}

/**
 * The admins' review queue: held jobs with the reasons they are held and the posting itself; a verified employer's
 * job hidden by readers' reports first (decision 157), then oldest first. Admins only: moderation.service.ts
 * listReviewQueue checks the caller and calls this.
 */
export async function readReviewQueue(): Promise<HeldJob[]> {
  const rows = await sql()<HeldRow[]>`
    SELECT r.job_id, j.title, c.id AS company_id, c.name AS company_name, c.verified_at IS NOT NULL AS verified, u.email, r.created_at, r.reasons,
           j.status, j.description, j.salary_min, j.salary_max, j.salary_currency, j.salary_unit, j.min_experience, j.max_experience,
           j.employment_type, j.workplace, j.locality, j.region, j.job_url, c.website
      FROM job_reviews r JOIN jobs j ON j.id = r.job_id JOIN companies c ON c.id = j.company_id LEFT JOIN users u ON u.id = j.posted_by
     WHERE r.state = 'pending' AND j.deleted_at IS NULL
     ORDER BY (c.verified_at IS NOT NULL AND r.reasons @> '[{"code":"reported_money"}]'::jsonb) DESC, r.created_at LIMIT 200`;
  return rows.map((row) => ({
    ...moderatedJobOf(row),
    posterEmail: row.email,
    heldAt: new Date(row.created_at).toISOString(),
    status: row.status === "closed" ? "closed" : "pending",
    reasons: row.reasons.map((reason) => ({
      code: reason.code,
      label: HOLD_LABELS[reason.code] ?? reason.code,
      detail: reason.detail,
    })),
    posting: postingOf(row),
  }));
}
