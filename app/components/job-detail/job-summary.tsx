import { relativeTime } from "../../../core/jobs/browser";
import { usePageNow } from "../../lib/page-clock";
import type { JobOnPage } from "./job-detail-types";
import { longDateIndia } from "../../../core/shared/board-time";

function postedDate(iso: string): string {
  return longDateIndia(new Date(iso));
}

/**
 * The sidebar's facts: posted (date and how long ago), when an open job closes, and education. Pay, experience,
 * workplace and equity are the header's (job-facts.tsx), said once, in the first screen on a phone (decision 198).
 */
export function JobSummary({ job, open }: { job: JobOnPage; open: boolean }) {
  const now = usePageNow();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="sr-only">Summary</h2>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Posted</dt>
          <dd className="text-slate-700">
            <time dateTime={job.datePosted}>{postedDate(job.datePosted)}</time>{" "}
            <span className="text-slate-500">({relativeTime(job.datePosted, now)})</span>
          </dd>
        </div>
        {open && job.closesAt ? (
          <div>
            <dt className="font-semibold text-slate-900">Closes</dt>
            <dd className="text-slate-700">
              <time dateTime={job.closesAt}>{postedDate(job.closesAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-900">Education</dt>
          <dd className="text-slate-700">{job.education || "Not specified"}</dd>
        </div>
      </dl>
    </section>
  );
}
