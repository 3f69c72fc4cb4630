import { AboutCompany } from "./about-company";
import { CompactJobCard, type CompactJob } from "./compact-job-card";
import { JobSummary } from "./job-summary";
import type { JobOnPage } from "./job-detail-types";

/** A job page's sidebar: when it was posted and closes, its education, the company, and similar jobs in its category. */
export function JobSidebar({ job, similar, open }: { job: JobOnPage; similar: CompactJob[]; open: boolean }) {
  return (
    <aside className="space-y-6" aria-label="Job summary">
      <JobSummary job={job} open={open} />

      <AboutCompany job={job} />

      <SimilarJobs similar={similar} />
    </aside>
  );
}

function SimilarJobs({ similar }: { similar: CompactJob[] }) {
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-lg font-semibold">
        Similar Jobs
      </h2>
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
  );
}
