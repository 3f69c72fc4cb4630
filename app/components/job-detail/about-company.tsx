import { SiteLink } from "../../lib/site-links";
import { safeJobUrl } from "../../../core/jobs/browser";
import { linkText } from "../../../core/shared/host-scripts";
import type { JobOnPage } from "./job-detail-types";

/**
 * About Company: the hiring organization, where it is based, its website (only a safe address is a link; a look-alike
 * host printed in punycode, decision 160) and its other jobs.
 */
export function AboutCompany({ job }: { job: JobOnPage }) {
  const website = safeJobUrl(job.hiringOrganizationwebsite);
  return (
    <section aria-labelledby="company-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="company-heading" className="text-lg font-semibold">
        About Company
      </h2>
      <p className="mt-2 font-medium text-slate-900">{job.hiringOrganization}</p>
      {job.hiringOrganizationLocality ? (
        <p className="mt-1 text-sm text-slate-600">Based in {job.hiringOrganizationLocality}</p>
      ) : null}
      {job.hiringOrganizationDescription ? (
        <p className="mt-1 text-sm text-slate-600">{job.hiringOrganizationDescription}</p>
      ) : null}
      {website ? (
        <p className="mt-2 text-sm">
          <a href={website} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
            {linkText(job.hiringOrganizationwebsite ?? website)}
          </a>
        </p>
      ) : null}
      {job.hiringOrganizationAddress || job.address ? (
        <p className="mt-1 text-sm text-slate-600">{job.hiringOrganizationAddress || job.address}</p>
      ) : null}
      <SiteLink
        to={`/jobs/${encodeURIComponent(job.company_name)}`}
        className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        All jobs at {job.company_name}
      </SiteLink>
    </section>
  );
}
