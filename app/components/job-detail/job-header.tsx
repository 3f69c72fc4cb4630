import { jobTypeTone, formatLocation } from "../../../core/jobs/browser";
import { shortDate } from "../../../core/applications/browser";
import { Badge } from "../badge";
import { CompanyLogo } from "../company-logo";
import { SaveJobButton } from "../save-job-button";
import { VerifiedOpen } from "../verified-open";
import { VerifiedEmployerMark } from "../trust/verified-employer-mark";
import { UnverifiedCompanyNote } from "../trust/unverified-company-note";
import type { JobOnPage } from "./job-detail-types";
import { JobFacts } from "./job-facts";
import type { SimilarPayBand } from "../../../core/jobs/browser";
import { SiteLink } from "../../lib/site-links";

interface JobHeaderProps {
  job: JobOnPage;
  open: boolean;
  signedIn: boolean;
  /** The counted /jobs/{id}/apply address, or null when there is nothing safe to send the visitor to. */
  applyUrl: string | null;
  categorySlug: string | null;
  verifiedAt: string | null;
  /** What similar roles pay, shown under the pay among the job's facts. */
  payBand: SimilarPayBand | null;
}

/** The top of a job page: logo, type and category badges, title, company and place, trust marks, Save and Apply Now, then the job's facts. */
export function JobHeader({ job, open, signedIn, applyUrl, categorySlug, verifiedAt, payBand }: JobHeaderProps) {
  const place = job.isRemote ? "Remote" : formatLocation(job.addressLocality, job.addressRegion);
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <CompanyLogo src={job.logourl} company={job.company_name} size={72} />
        <div className="min-w-0 flex-1">
          <JobBadges job={job} categorySlug={categorySlug} />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{job.title || "No Title"}</h1>
          <p className="mt-2 text-slate-700">
            <SiteLink
              to={`/jobs/${encodeURIComponent(job.company_name)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {job.company_name || "Company not specified"}
            </SiteLink>
            <span aria-hidden="true"> · </span>
            <span>{place}</span>
          </p>
          <VerifiedEmployerMark verified={job.companyVerified} className="mt-1" />
          <UnverifiedCompanyNote verified={job.companyVerified} className="mt-1" />
          <VerifiedOpen verifiedAt={verifiedAt} className="mt-1 text-sm" />
          {job.appliedOn ? (
            <p className="mt-2">
              <Badge tone="green">
                <SiteLink to="/dashboard/applications">Applied on {shortDate(job.appliedOn)}</SiteLink>
              </Badge>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <SaveJobButton jobId={job.id} saved={job.isSaved} signedIn={signedIn} />
          <ApplyAction applyUrl={applyUrl} open={open} />
        </div>
      </div>
      <JobFacts job={job} payBand={payBand} />
    </header>
  );
}

/** Job type, Remote, and the category (a link to its page when the board knows the category's address). */
function JobBadges({ job, categorySlug }: { job: JobOnPage; categorySlug: string | null }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={jobTypeTone(job.jobType || "Full-time")}>{job.jobType || "Full-time"}</Badge>
      {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
      {categorySlug ? (
        <SiteLink to={`/category/${categorySlug}`}>
          <Badge>{job.category}</Badge>
        </SiteLink>
      ) : (
        <Badge>{job.category}</Badge>
      )}
    </div>
  );
}

/** Apply Now opens the company's site in a new tab; without a safe address it says why there is none. */
function ApplyAction({ applyUrl, open }: { applyUrl: string | null; open: boolean }) {
  if (applyUrl) {
    return (
      <a
        href={applyUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Apply Now<span className="sr-only"> (opens the company's site in a new tab)</span>
      </a>
    );
  }
  return (
    <span
      aria-disabled="true"
      className="inline-flex items-center rounded-lg bg-slate-200 px-4 py-1.5 text-sm font-semibold text-slate-500"
    >
      {open ? "Apply link not available" : "Applications closed"}
    </span>
  );
}
