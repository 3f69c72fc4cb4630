import {
  descriptionPreview,
  formatExperience,
  formatLocation,
  formatSalary,
  isNewJob,
  jobTypeTone,
  relativeTime,
  skillList,
  jobDetailsPath,
} from "../../core/jobs/browser";
import { usePageNow } from "../lib/page-clock";
import { SKILL_CHIPS_SHOWN, SKILL_CHIP_MAX_LENGTH } from "../../core/shared/constants";
import { Badge } from "./badge";
import { CompanyLogo } from "./company-logo";
import { SaveJobButton } from "./save-job-button";
import { VerifiedOpen } from "./verified-open";
import { shortDate } from "../../core/applications/browser";
import { VerifiedEmployerMark } from "./trust/verified-employer-mark";
import { SiteLink } from "../lib/site-links";
import type { CardJob } from "./card-job";

export interface JobCardProps {
  job: CardJob;
  signedIn: boolean;
  /** Where Apply Now leads; the detail page by default (SPEC §2 search results). */
  applyHref?: string;
  headingLevel?: "h2" | "h3";
  /** Why this job is shown (recommendations): one line under the title. */
  reason?: string;
  /** Show the description cut to 200 characters plus '...' (SPEC §2 dashboard cards). */
  preview?: boolean;
  /**
   * The employer's preview of a job not posted yet (Post a Job, Edit Job): the card looks as it will, but nothing on it
   * acts (no Save, no Apply, no link away from the form), and it says so.
   */
  sample?: boolean;
}

/** A job in a list: logo, New badge, title, company, location, type, salary, skills, and the actions. */
export function JobCard({ job, signedIn, applyHref, headingLevel = "h3", reason, preview, sample }: JobCardProps) {
  const detailsHref = jobDetailsPath(job);
  const now = usePageNow();
  const skills = skillList(job.skills);
  const hidden = skills.length - SKILL_CHIPS_SHOWN;
  const Heading = headingLevel;
  return (
    // A card below the fold is laid out when it nears the viewport (content-visibility: auto), not with the page's first
    // paint: a list of cards was most of the first style-and-layout pass, the page's longest task on a phone.
    <article
      className={
        "flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md sm:p-5 " +
        "[contain-intrinsic-size:auto_240px] [content-visibility:auto]"
      }
      aria-labelledby={`job-${job.id}-title`}
    >
      <div className="flex items-start gap-3">
        <CompanyLogo src={job.logourl} company={job.company_name} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={`job-${job.id}-title`} className="text-base font-semibold text-slate-900">
              {sample ? (
                job.title || "No Title"
              ) : (
                <SiteLink to={detailsHref} className="hover:text-brand-700">
                  {job.title || "No Title"}
                </SiteLink>
              )}
            </Heading>
            {isNewJob(job.datePosted, now) ? <Badge tone="new">New</Badge> : null}
            {job.appliedOn ? <Badge tone="green">Applied on {shortDate(job.appliedOn)}</Badge> : null}
          </div>
          <p className="text-sm text-slate-600">
            {sample ? (
              job.company_name || "Company not specified"
            ) : (
              <SiteLink to={`/jobs/${encodeURIComponent(job.company_name)}`} className="hover:underline">
                {job.company_name || "Company not specified"}
              </SiteLink>
            )}
            <span aria-hidden="true"> · </span>
            {job.isRemote ? "Remote" : formatLocation(job.addressLocality, job.addressRegion)}
          </p>
          <VerifiedEmployerMark verified={job.companyVerified} />
          <VerifiedOpen verifiedAt={job.verifiedAt} className="text-xs" />
        </div>
      </div>
      {reason ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700">
          <span className="sr-only">Why this job: </span>
          {reason}
        </p>
      ) : null}
      {preview ? <p className="text-sm text-slate-600">{descriptionPreview(job.description)}</p> : null}
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge tone={jobTypeTone(job.jobType || "Full-time")}>{job.jobType || "Full-time"}</Badge>
        {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
        <span className="text-slate-700">{formatSalary(job)}</span>
        {preview ? <span className="text-slate-700">{formatExperience(job.minexp, job.maxexp)}</span> : null}
      </div>
      {skills.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {skills.slice(0, SKILL_CHIPS_SHOWN).map((skill) => (
            <li key={skill}>
              <Badge title={skill}>
                {skill.length > SKILL_CHIP_MAX_LENGTH ? `${skill.slice(0, SKILL_CHIP_MAX_LENGTH)}…` : skill}
              </Badge>
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <Badge>+{hidden} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <span className="text-xs text-slate-500">
          <time dateTime={job.datePosted}>{relativeTime(job.datePosted, now)}</time>
        </span>
        {sample ? (
          <SampleActions noteId={`job-${job.id}-sample`} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <SaveJobButton jobId={job.id} saved={job.isSaved} signedIn={signedIn} />
            <SiteLink
              to={detailsHref}
              className={`${secondaryAction} hover:border-brand-500 hover:text-brand-700`}
              aria-label={`View details of ${job.title}`}
            >
              View Details
            </SiteLink>
            <SiteLink
              to={applyHref ?? detailsHref}
              className={`${primaryAction} hover:bg-brand-700`}
              aria-label={`Apply now to ${job.title}`}
            >
              Apply Now
            </SiteLink>
          </div>
        )}
      </div>
    </article>
  );
}

const secondaryAction = "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700";
const primaryAction = "rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white";

/**
 * A preview card's actions: drawn as candidates will see them, but disabled (an employer must not save or apply to
 * their own draft, nor leave the form by a link to a page that does not exist yet), with a line that says why.
 */
function SampleActions({ noteId }: { noteId: string }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <p id={noteId} className="w-full text-right text-xs text-slate-600">
        Candidates can use these once the job is posted.
      </p>
      {[
        ["Save", secondaryAction],
        ["View Details", secondaryAction],
        ["Apply Now", primaryAction],
      ].map(([label, className]) => (
        <button
          key={label}
          type="button"
          disabled
          aria-describedby={noteId}
          className={`${className} cursor-not-allowed opacity-75`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
