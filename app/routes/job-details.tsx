import { isbot } from "isbot";
import { Link, data, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/job-details";
import { findCategory } from "../../core/catalog/catalog.service";
import { formatExperience, formatLocation, formatSalary, jobTypeTone, relativeTime, skillList } from "../../core/jobs/job-display";
import { safeJobUrl } from "../../core/jobs/job-url";
import { jobDetailsPath } from "../../core/jobs/job-read-shape";
import { getJob, getJobForPage } from "../../core/jobs/jobs.service";
import { recordJobView } from "../../core/jobs/job-stats.service";
import { jobFreshness } from "../../core/jobs/job-freshness.service";
import { markSaved } from "../../core/saved-jobs/saved-jobs.service";
import { markApplied } from "../../core/applications/applications.service";
import { shortDate } from "../../core/applications/application-display";
import { openJobCategorySlug, similarJobs, similarRolesPay } from "../../core/search/search.service";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { descriptionText } from "../../core/shared/html-text";
import { Badge } from "../components/badge";
import { CompanyLogo } from "../components/company-logo";
import { CompactJobCard, compactJob } from "../components/job-detail/compact-job-card";
import { SimilarPay } from "../components/job-detail/similar-pay";
import type { RootData } from "../lib/root-data";
import { SaveJobButton } from "../components/save-job-button";
import { VerifiedOpen } from "../components/verified-open";
import { VerifiedEmployerMark } from "../components/trust/verified-employer-mark";
import { JobSafety } from "../components/trust/job-safety";
import { jobPostingJsonLd, serializeJsonLd } from "../lib/json-ld";
import { originFrom, pageMeta } from "../lib/seo";
import { getCurrentUser } from "../lib/session.server";

/**
 * job-details/{id}/{slug}: one job. A non-numeric or unknown id is a 404; a
 * wrong or missing slug is a 301 to the canonical address. A closed or expired
 * job still has its page, saying so, without JobPosting data; a closed duplicate
 * of a job still shown (the collector found the same posting twice) is a 301 to it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data("Job not found", { status: 404 });
  const found = await getJobForPage(Number(params.id));
  if (!found) throw data("Job not found", { status: 404 });
  if (found.duplicateOf !== null && found.status !== "open") {
    const shown = await getJob(found.duplicateOf);
    if (shown && shown.status === "open") throw redirect(jobDetailsPath(shown) + new URL(request.url).search, 301);
  }
  if (params.slug !== found.slug) {
    const url = new URL(request.url);
    throw redirect(jobDetailsPath(found) + url.search, 301);
  }
  const open = found.status === "open" && (!found.validThrough || new Date(found.validThrough).getTime() > Date.now());
  // Employers see views per job (My Job Postings): one upsert, not awaited; crawlers are not views.
  if (!isbot(request.headers.get("user-agent") ?? "")) {
    void recordJobView(found.id).catch(() => {});
  }
  const [user, categorySlug] = await Promise.all([
    getCurrentUser(request),
    // An open job's category is known to the search index; a closed one's is looked up.
    (open ? openJobCategorySlug(found.id) : Promise.resolve(undefined)).then(async (slug) => slug ?? (found.catogry !== "Other" ? (await findCategory(found.catogry))?.slug : undefined)),
  ]);
  const [[job], similar, freshness, payBand] = await Promise.all([
    // Saved and applied marks are per-user: read for a signed-in session only.
    markSaved(user?.id, [found]).then((list) => markApplied(user?.id, list)),
    categorySlug ? similarJobs({ id: found.id, title: found.title, categorySlug }) : Promise.resolve([]),
    open ? jobFreshness(found.id) : Promise.resolve(null),
    open && (found.salaryMin ?? found.salaryMax) ? similarRolesPay(found.id) : Promise.resolve(null),
  ]);
  return {
    job,
    open,
    similar: similar.map(compactJob),
    categorySlug: categorySlug ?? null,
    verifiedAt: freshness?.verifiedAt ?? null,
    signedIn: Boolean(user),
    // Apply Now goes through /jobs/{id}/apply, which counts the click for the employer and then
    // redirects to the stored job's own address (never one taken from the request).
    applyUrl: open && safeJobUrl(job.joburl) ? `/jobs/${job.id}/apply` : null,
    nonce: context?.cspNonce ?? "",
    payBand,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: `Job not found | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
  const { job, open } = loaderData;
  const place = job.isRemote ? "remote" : formatLocation(job.addressLocality, job.addressRegion);
  const pay = formatSalary(job);
  return pageMeta({
    title: `${job.title} at ${job.company_name} | ${PRODUCT_NAME}`,
    description: `${open ? "" : "Closed: "}${job.company_name} is hiring a ${job.title} (${place}). ${pay === "Salary not specified" ? "" : `${pay}. `}${descriptionText(job.description).replace(/\s+/g, " ")}`,
    path: jobDetailsPath(job),
    origin: originFrom(matches),
    type: "article",
    noindex: !open,
  });
};

/** SPEC §2: the description (stored HTML or plain text) as bullets, split at paragraphs and at '. '. */
export function descriptionPoints(description: string): string[] {
  return descriptionText(description)
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\s+/g, " ").split(/(?<=\.)\s+/))
    .map((point) => point.trim())
    .filter((point) => point.length > 1);
}

const postedFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function postedDate(iso: string): string {
  return postedFormat.format(new Date(iso));
}

export default function JobDetailsPage({ loaderData }: Route.ComponentProps) {
  const { job, open, similar, signedIn, applyUrl, nonce, categorySlug, verifiedAt } = loaderData;
  // Made from the job here, not sent again in the page's data (decision 120); the browser keeps the server's text.
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const jsonLd = open ? serializeJsonLd(jobPostingJsonLd(job, origin)) : null;
  const skills = skillList(job.skills);
  const points = descriptionPoints(job.description || "No description available");
  const place = job.isRemote ? "Remote" : formatLocation(job.addressLocality, job.addressRegion);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {jsonLd ? <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      {!open ? (
        <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">
          This job is closed and no longer accepts applications.{" "}
          <Link to={categorySlug ? `/category/${categorySlug}` : "/jobs"} className="underline">
            See open jobs like it
          </Link>
        </p>
      ) : null}
      <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <CompanyLogo src={job.logourl} company={job.company_name} size={72} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap gap-2">
              <Badge tone={jobTypeTone(job.jobType || "Full-time")}>{job.jobType || "Full-time"}</Badge>
              {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
              {categorySlug ? (
                <Link to={`/category/${categorySlug}`}>
                  <Badge>{job.category}</Badge>
                </Link>
              ) : (
                <Badge>{job.category}</Badge>
              )}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{job.title || "No Title"}</h1>
            <p className="mt-2 text-slate-700">
              <Link to={`/jobs/${encodeURIComponent(job.company_name)}`} className="font-semibold text-brand-700 hover:underline">
                {job.company_name || "Company not specified"}
              </Link>
              <span aria-hidden="true"> · </span>
              <span>{place}</span>
            </p>
            <VerifiedEmployerMark verified={job.companyVerified} className="mt-1" />
            <VerifiedOpen verifiedAt={verifiedAt} className="mt-1 text-sm" />
            {"appliedOn" in job && job.appliedOn ? (
              <p className="mt-2">
                <Badge tone="green">
                  <Link to="/dashboard/applications">Applied on {shortDate(job.appliedOn)}</Link>
                </Badge>
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <SaveJobButton jobId={job.id} saved={job.isSaved} signedIn={signedIn} />
            {applyUrl ? (
              <a href={applyUrl} target="_blank" rel="noopener" className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
                Apply Now<span className="sr-only"> (opens the company's site in a new tab)</span>
              </a>
            ) : (
              <span aria-disabled="true" className="inline-flex items-center rounded-lg bg-slate-200 px-4 py-1.5 text-sm font-semibold text-slate-500">
                {open ? "Apply link not available" : "Applications closed"}
              </span>
            )}
          </div>
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <section aria-labelledby="description-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="description-heading" className="text-xl font-semibold">Job description</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {points.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          </section>
          {skills.length ? (
            <section aria-labelledby="skills-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 id="skills-heading" className="text-xl font-semibold">Skills</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {skills.map((skill) => (
                  <li key={skill}>
                    <Link to={`/search/job?q=${encodeURIComponent(skill)}`}>
                      <Badge tone="primary">{skill}</Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <JobSafety jobId={job.id} />
        </div>

        <aside className="space-y-6" aria-label="Job summary">
          <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="sr-only">Summary</h2>
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">Posted</dt>
                <dd className="text-slate-700">
                  <time dateTime={job.datePosted}>{postedDate(job.datePosted)}</time>{" "}
                  <span className="text-slate-500" suppressHydrationWarning>
                    ({relativeTime(job.datePosted)})
                  </span>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Experience</dt>
                <dd className="text-slate-700">
                  {job.minexp != null && job.maxexp != null ? `${job.minexp} - ${job.maxexp} years` : formatExperience(job.minexp, job.maxexp)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Salary</dt>
                <dd className="text-slate-700">
                  {formatSalary(job)}
                  <SimilarPay band={loaderData.payBand} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Education</dt>
                <dd className="text-slate-700">{job.education || "Not specified"}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="company-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="company-heading" className="text-lg font-semibold">About Company</h2>
            <p className="mt-2 font-medium text-slate-900">{job.hiringOrganization}</p>
            {job.hiringOrganizationLocality ? <p className="mt-1 text-sm text-slate-600">Based in {job.hiringOrganizationLocality}</p> : null}
            {job.hiringOrganizationDescription ? <p className="mt-1 text-sm text-slate-600">{job.hiringOrganizationDescription}</p> : null}
            {safeJobUrl(job.hiringOrganizationwebsite) ? (
              <p className="mt-2 text-sm">
                <a href={safeJobUrl(job.hiringOrganizationwebsite)!} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {job.hiringOrganizationwebsite}
                </a>
              </p>
            ) : null}
            {job.hiringOrganizationAddress || job.address ? <p className="mt-1 text-sm text-slate-600">{job.hiringOrganizationAddress || job.address}</p> : null}
            <Link to={`/jobs/${encodeURIComponent(job.company_name)}`} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
              All jobs at {job.company_name}
            </Link>
          </section>

          <section aria-labelledby="similar-heading">
            <h2 id="similar-heading" className="text-lg font-semibold">Similar Jobs</h2>
            {similar.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No similar jobs found at the moment.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {similar.map((item) => (
                  <li key={item.id}>
                    <CompactJobCard job={item} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
