import { isbot } from "isbot";
import { data, isRouteErrorResponse, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/job-details";
import { findCategory } from "../../core/catalog";
import { formatLocation, formatSalary, safeJobUrl, jobDetailsPath, JOB_GONE_MESSAGE } from "../../core/jobs/browser";
import { getJob, getJobForPage, GONE, recordJobView, jobFreshness } from "../../core/jobs";
import { markSaved } from "../../core/saved-jobs";
import { markApplied } from "../../core/applications";
import { openJobCategorySlug, similarJobs, similarRolesPay } from "../../core/search";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { descriptionText } from "../../core/shared/html-text";
import { compactJob } from "../components/job-detail/compact-job-card";
import { ClosedJobNotice } from "../components/job-detail/closed-job-notice";
import { JobDescription } from "../components/job-detail/job-description";
import { JobHeader } from "../components/job-detail/job-header";
import { JobSidebar } from "../components/job-detail/job-sidebar";
import { JobSkills } from "../components/job-detail/job-skills";
import type { RootData } from "../lib/root-data";
import { JobSafety } from "../components/trust/job-safety";
import { jobPostingJsonLd, serializeJsonLd } from "../lib/json-ld";
import { originFrom, pageMeta } from "../lib/seo";
import { getCurrentUser } from "../lib/session.server";

/**
 * job-details/{id}/{slug}: one job. A non-numeric or unknown id is a 404; a
 * wrong or missing slug is a 301 to the canonical address. A closed or expired
 * job still has its page, saying so, without JobPosting data; a closed duplicate
 * of a job still shown (the collector found the same posting twice) is a 301 to it.
 * A job an admin rejected answers 410 Gone, with none of its text (decision 178).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data("Job not found", { status: 404 });
  const id = Number(params.id);
  // Every question to the index shares the request's one read of its change log (decision 146).
  const fresh = { freshAsOf: context?.indexFreshAsOf };
  // What needs only the id is asked at once.
  const [found, user, indexedCategory, freshness] = await Promise.all([
    getJobForPage(id),
    getCurrentUser(request),
    openJobCategorySlug(id, fresh),
    jobFreshness(id),
  ]);
  if (!found) throw data("Job not found", { status: 404 });
  if (found === GONE) throw data(JOB_GONE_MESSAGE, { status: 410 });
  if (found.duplicateOf !== null && found.status !== "open") {
    const shown = await getJob(found.duplicateOf);
    if (shown && shown.status === "open") throw redirect(jobDetailsPath(shown) + new URL(request.url).search, 301);
  }
  if (params.slug !== found.slug) {
    const url = new URL(request.url);
    throw redirect(jobDetailsPath(found) + url.search, 301);
  }
  // Closed from the moment it really closes (decision 158), even before the freshness tick closes it in the database.
  const open = found.status === "open" && (!found.closesAt || new Date(found.closesAt).getTime() > Date.now());
  // Employers see views per job (My Job Postings): one upsert, not awaited; crawlers are not views.
  if (!isbot(request.headers.get("user-agent") ?? "")) {
    void recordJobView(found.id).catch(() => {});
  }
  // An open job's category is known to the search index; a closed one's is looked up.
  const categorySlug =
    (open ? indexedCategory : undefined) ??
    (found.catogry !== "Other" ? (await findCategory(found.catogry))?.slug : undefined);
  const [[job], similar, payBand] = await Promise.all([
    // Saved and applied marks are per-user: read for a signed-in session only.
    markSaved(user?.id, [found]).then((list) => markApplied(user?.id, list)),
    categorySlug ? similarJobs({ id: found.id, title: found.title, categorySlug }, fresh) : Promise.resolve([]),
    // The band is told in rupees (LPA): asked for jobs paid in rupees.
    open && (found.salaryMin ?? found.salaryMax) && found.currency === "INR"
      ? similarRolesPay(found.id, fresh)
      : Promise.resolve(null),
  ]);
  return {
    job,
    open,
    similar: similar.map(compactJob),
    categorySlug: categorySlug ?? null,
    verifiedAt: open ? (freshness?.verifiedAt ?? null) : null,
    signedIn: Boolean(user),
    // Apply Now goes through /jobs/{id}/apply, which counts the click for the employer and then
    // redirects to the stored job's own address (never one taken from the request).
    applyUrl: open && safeJobUrl(job.joburl) ? `/jobs/${job.id}/apply` : null,
    nonce: context?.cspNonce ?? "",
    payBand,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, error }) => {
  if (!loaderData)
    return [
      {
        title: `${isRouteErrorResponse(error) && error.status === 410 ? "Job removed" : "Job not found"} | ${PRODUCT_NAME}`,
      },
      { name: "robots", content: "noindex" },
    ];
  const { job, open } = loaderData;
  const place = job.isRemote ? "remote" : formatLocation(job.addressLocality, job.addressRegion);
  const pay = formatSalary(job);
  return pageMeta({
    title: `${job.title} at ${job.company_name} | ${PRODUCT_NAME}`,
    description:
      `${open ? "" : "Closed: "}${job.company_name} is hiring ` +
      `a ${job.title} (${place}). ${pay === "Salary not specified" ? "" : `${pay}. `}${descriptionText(job.description).replace(/\s+/g, " ")}`,
    path: jobDetailsPath(job),
    origin: originFrom(matches),
    type: "article",
    noindex: !open,
  });
};

export default function JobDetailsPage({ loaderData }: Route.ComponentProps) {
  const { job, open, similar, signedIn, applyUrl, nonce, categorySlug, verifiedAt, payBand } = loaderData;
  // Made from the job here, not sent again in the page's data (decision 120); the browser keeps the server's text.
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const jsonLd = open ? serializeJsonLd(jobPostingJsonLd(job, origin)) : null;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLd }}
        />
      ) : null}
      {!open ? <ClosedJobNotice categorySlug={categorySlug} /> : null}
      <JobHeader
        job={job}
        open={open}
        signedIn={signedIn}
        applyUrl={applyUrl}
        categorySlug={categorySlug}
        verifiedAt={verifiedAt}
        payBand={payBand}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <JobDescription description={job.description} />
          <JobSkills skills={job.skills} />
          <JobSafety jobId={job.id} />
        </div>

        <JobSidebar job={job} similar={similar} open={open} />
      </div>
    </article>
  );
}
