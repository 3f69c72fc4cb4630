import { Link } from "react-router";
import type { SavedJobsPage } from "../../core/saved-jobs";
import { JobCard } from "./job-card";
import { Pagination } from "./pagination";

/** The page asked for in ?page= (1 when missing or not a whole number from 1 to 100000). */
export function savedJobsPageParam(request: Request): number {
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
}

/**
 * The signed-in user's saved jobs (the dashboard tab and /saved-jobs): each card's
 * Save button unsaves it, and the job leaves the list on the next load.
 */
export function SavedJobsList({
  saved,
  hrefFor,
  headingLevel = "h3",
}: {
  saved: SavedJobsPage;
  hrefFor: (page: number) => string;
  headingLevel?: "h2" | "h3";
}) {
  const { jobs, total, page, totalPages } = saved;
  if (!total) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-slate-600">
          You have not saved any jobs yet. Save jobs you like and they will wait for you here.
        </p>
        <Link
          to="/search/job"
          className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Browse all jobs
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        {total} saved {total === 1 ? "job" : "jobs"}
        {totalPages > 1 && jobs.length > 0
          ? ` · showing ${(page - 1) * saved.limit + 1}–${(page - 1) * saved.limit + jobs.length}`
          : ""}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} signedIn headingLevel={headingLevel} preview />
          </li>
        ))}
      </ul>
      {jobs.length === 0 ? <p className="text-slate-600">This page is past the last one.</p> : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Saved jobs pages" />
    </>
  );
}
