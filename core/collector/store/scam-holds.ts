import type { Queryable as Sql } from "../../../db/queryable";
import type { Source } from "../collector.schema";
import { holdJob, payYardstickOf, type PayYardstick, scamSignalsOf } from "../../trust";
import type { JobRowValues } from "./job-rows";
import { publicSuffixList } from "../../shared/public-suffix-list";

function domainOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return publicSuffixList().getDomain(new URL(url).hostname) ?? null;
  } catch {
    return null;
  }
}

/**
 * Scam signals at collection (decision 126): a new or changed collected posting that shows one is held
 * for review with the reasons (status 'pending'; reconcileStatus leaves it alone from then on). The
 * company's site is the source's website or, lacking one, the source itself: the board chose to read it,
 * so an apply link on the source's own domain is related. A posting an admin already approved is not
 * held again for a later edit of the source. Runs in the batch's transaction, after reconcileStatus.
 */
export async function holdSignalledPostings(
  tx: Sql,
  source: Source,
  rows: JobRowValues[],
  written: { id: number; externalId: string }[],
): Promise<number> {
  const idOf = new Map(written.map((row) => [row.externalId, row.id]));
  const yardsticks = new Map<string, PayYardstick | null>();
  const sourceDomain = domainOf(source.url);
  let held = 0;
  for (const row of rows) {
    const jobId = idOf.get(row.external_id);
    if (jobId === undefined) continue;
    let payYardstick: PayYardstick | null = null;
    if (row.category_id !== null && (row.salary_min !== null || row.salary_max !== null)) {
      const of = {
        categoryId: row.category_id,
        currency: row.salary_currency,
        unit: row.salary_unit ?? "YEAR",
        internship: row.employment_type === "Internship",
      };
      const key = `${of.categoryId}|${of.currency}|${of.unit}|${of.internship}`;
      if (!yardsticks.has(key)) yardsticks.set(key, await payYardstickOf(tx, of));
      payYardstick = yardsticks.get(key) ?? null;
    }
    const reasons = scamSignalsOf({
      title: row.title,
      description: row.description ?? "",
      applyUrl: row.job_url ?? null,
      companyWebsite: source.website ?? source.url,
      salaryMin: row.salary_min ?? null,
      salaryMax: row.salary_max ?? null,
      payBand: payYardstick,
    }).filter(
      (reason) => !(reason.code === "apply_domain" && sourceDomain !== null && domainOf(row.job_url) === sourceDomain),
    );
    if (reasons.length === 0) continue;
    const [approved] = await tx`SELECT 1 FROM job_reviews WHERE job_id = ${jobId} AND state = 'approved'`;
    if (approved) continue;
    await holdJob(tx, jobId, reasons);
    // A copy that is not shown (duplicate, expired) is held too, so it cannot take over unreviewed.
    await tx`UPDATE jobs SET status = 'pending', updated_at = now() WHERE id = ${jobId} AND status <> 'pending'`;
    held++;
  }
  return held;
}
