import { Link } from "react-router";
import type { JobView } from "../../core/jobs/job-read-shape";
import { JobCard } from "./job-card";

/**
 * The signed-in user's saved jobs (the dashboard tab and /saved-jobs): each card's
 * Save button unsaves it, and the job leaves the list on the next load.
 */
export function SavedJobsList({ jobs, headingLevel = "h3" }: { jobs: JobView[]; headingLevel?: "h2" | "h3" }) {
  if (!jobs.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-slate-600">You have not saved any jobs yet. Save jobs you like and they will wait for you here.</p>
        <Link to="/search/job" className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Browse all jobs
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        {jobs.length} saved {jobs.length === 1 ? "job" : "jobs"}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} signedIn headingLevel={headingLevel} preview />
          </li>
        ))}
      </ul>
    </>
  );
}
