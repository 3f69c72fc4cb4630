import type { ComponentProps, ReactNode } from "react";
import { JobCard } from "../job-card";
import { SiteLink } from "../../lib/site-links";

type Job = ComponentProps<typeof JobCard>["job"];

interface ResultsListProps {
  jobs: Job[];
  signedIn: boolean;
  loading: boolean;
  /** Where "Clear all filters" goes, when filters are chosen; null when none are. */
  clearHref: string | null;
  /** What to say when there are none, in place of the general advice (a search with a place offers other places). */
  emptyHelp?: ReactNode;
}

/** The page of results as cards, or what to do when there are none. */
export function ResultsList({ jobs, signedIn, loading, clearHref, emptyHelp }: ResultsListProps) {
  return (
    <>
      {loading ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          Loading jobs...
        </p>
      ) : null}
      {jobs.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-xl font-semibold">No jobs found</h2>
          {emptyHelp ?? <p className="mt-2 text-slate-600">Try other words, or fewer filters.</p>}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {clearHref ? (
              <SiteLink
                to={clearHref}
                className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700"
              >
                Clear all filters
              </SiteLink>
            ) : null}
            <SiteLink to="/" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              Back to Home
            </SiteLink>
          </div>
        </div>
      ) : (
        <ul
          className={`mt-4 grid gap-4 md:grid-cols-2 ${loading ? "opacity-60" : ""}`}
          aria-busy={loading || undefined}
        >
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} signedIn={signedIn} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
