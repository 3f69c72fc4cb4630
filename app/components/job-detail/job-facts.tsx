import type { ReactNode } from "react";
import { equityText, formatExperience, formatSalary, workplaceText } from "../../../core/jobs/browser";
import type { SimilarPayBand } from "../../../core/jobs/browser";
import { SimilarPay } from "./similar-pay";
import type { JobOnPage } from "./job-detail-types";

/**
 * The facts a candidate decides by, at the top of a job page on every width (issue 44): pay (with what similar roles
 * pay), experience, workplace and equity. Before the description, so that a phone shows them in its first screen.
 */
export function JobFacts({
  job,
  payBand,
  narrow = false,
}: {
  job: JobOnPage;
  payBand: SimilarPayBand | null;
  narrow?: boolean;
}) {
  // `narrow`: in a column as slim as a phone (the employer's preview beside the form), two columns on every width.
  return (
    <dl
      className={`mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4 text-sm ${narrow ? "" : "sm:grid-cols-4"}`}
      data-testid="job-facts"
    >
      <Fact label="Pay" wide={narrow ? "always" : "phone"}>
        <span className="font-semibold text-slate-900">{formatSalary(job)}</span>
        <SimilarPay band={payBand} />
      </Fact>
      <Fact label="Experience">{formatExperience(job.minexp, job.maxexp)}</Fact>
      <Fact label="Workplace">{workplaceText(job.workplace)}</Fact>
      <Fact label="Equity">{equityText(job.equityMin, job.equityMax) ?? "Not specified"}</Fact>
    </dl>
  );
}

/** One fact; the pay takes the whole first row on a phone (or in a narrow column), where what similar roles pay needs the width. */
function Fact({ label, wide, children }: { label: string; wide?: "phone" | "always"; children: ReactNode }) {
  return (
    <div className={wide === "always" ? "col-span-2" : wide === "phone" ? "col-span-2 sm:col-span-1" : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-700">{children}</dd>
    </div>
  );
}
