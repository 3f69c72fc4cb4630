import type { Queryable } from "../../db/queryable";
import type { Actor } from "../accounts";
import type { HoldReason } from "./job-holds";
import { scamSignalsOf } from "./scam-signals";
import { payYardstickOf } from "./pay-bands";

/** The columns of a posting the review reads (as job-writes stores them). */
export interface PostingColumns {
  title?: unknown;
  description?: unknown;
  job_url?: unknown;
  category_id?: unknown;
  salary_min?: unknown;
  salary_max?: unknown;
  salary_currency?: unknown;
  salary_unit?: unknown;
  employment_type?: unknown;
}

/**
 * Why a new or edited employer posting must wait for review (decision 125): the company is not verified,
 * or the posting shows scam signals (decision 126). Admins' postings are not held.
 */
export async function holdReasonsForPosting(
  tx: Queryable,
  actor: Actor,
  companyId: number,
  columns: PostingColumns,
): Promise<HoldReason[]> {
  if (actor.role === "admin") return [];
  return screenPosting(tx, companyId, columns);
}

/**
 * Every screen of a posting against its company as it is now, whoever posted it: also run again over a
 * company's jobs when it becomes verified or its website changes (company-rescreen.ts, decision 160).
 */
export async function screenPosting(tx: Queryable, companyId: number, columns: PostingColumns): Promise<HoldReason[]> {
  const reasons: HoldReason[] = [];
  const [company] = await tx<
    { website: string | null; verified: boolean }[]
  >`SELECT website, verified_at IS NOT NULL AS verified FROM companies WHERE id = ${companyId}`;
  if (!company?.verified)
    reasons.push({
      code: "unverified_company",
      detail: "The company has not proved an address at its website's domain",
    });
  const categoryId = typeof columns.category_id === "number" ? columns.category_id : null;
  const payYardstick = categoryId
    ? await payYardstickOf(tx, {
        categoryId,
        currency: String(columns.salary_currency ?? "INR"),
        unit: String(columns.salary_unit ?? "YEAR"),
        internship: columns.employment_type === "Internship",
      })
    : null;
  reasons.push(
    ...scamSignalsOf({
      title: String(columns.title ?? ""),
      description: String(columns.description ?? ""),
      applyUrl: typeof columns.job_url === "string" ? columns.job_url : null,
      companyWebsite: company?.website ?? null,
      salaryMin: typeof columns.salary_min === "number" ? columns.salary_min : null,
      salaryMax: typeof columns.salary_max === "number" ? columns.salary_max : null,
      payBand: payYardstick,
    }),
  );
  return reasons;
}
