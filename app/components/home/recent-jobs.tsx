import { useState } from "react";
import { useFetcher } from "react-router";
import type { CardJob } from "../card-job";
import { JobCard } from "../job-card";
import { SiteLink } from "../../lib/site-links";

export interface RecentJobsPage {
  jobs: CardJob[];
  /** One-based page number of `jobs`. */
  page: number;
  hasMore: boolean;
}

/** SPEC §2: Apply from the home page needs a session; guests log in first and come back. */
export function homeApplyHref(jobId: number, signedIn: boolean): string {
  const applyPath = `/jobs/${jobId}/apply`;
  return signedIn ? applyPath : `/login?returnUrl=${encodeURIComponent(applyPath)}`;
}

/**
 * SPEC §2 'Recently Added Jobs': the newest jobs, ten at a time. Load more
 * fetches the next page from the home loader and appends it; without
 * JavaScript it is a link to that page.
 */
export function RecentJobs({ initial, signedIn }: { initial: RecentJobsPage; signedIn: boolean }) {
  // The home loader answers ?page=N&part=jobs with just that page of jobs.
  const fetcher = useFetcher<{ recent: RecentJobsPage }>();
  const fetched = fetcher.data?.recent;
  // Pages shown so far; reset when the loader gives a new first page, extended when a fetch lands.
  const [store, setStore] = useState({ initial, fetched, pages: [initial] });
  let pages = store.pages;
  if (store.initial !== initial) {
    pages = [initial];
    setStore({ initial, fetched, pages });
  } else if (fetched && fetched !== store.fetched) {
    const next = fetched;
    pages = pages.some((page) => page.page === next.page) ? pages : [...pages, next];
    setStore({ initial, fetched: next, pages });
  }

  const seen = new Set<number>();
  const jobs = pages
    .flatMap((page) => page.jobs)
    .filter((job) => (seen.has(job.id) ? false : (seen.add(job.id), true)));
  const last = pages[pages.length - 1];
  const loading = fetcher.state === "loading";

  return (
    <section aria-labelledby="recent-jobs-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="recent-jobs-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Recently Added Jobs
          </h2>
          <p className="mt-1 text-slate-600">The newest openings from startups, updated as companies post them.</p>
        </div>
        <SiteLink
          to="/search/job"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          View All Jobs
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 12h14m-5-5 5 5-5 5" />
          </svg>
        </SiteLink>
      </div>
      {jobs.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <h3 className="text-lg font-semibold text-slate-900">No jobs found</h3>
          <p className="mt-1 text-slate-600">
            There are no openings to show right now. Try again soon or browse every job.
          </p>
          <SiteLink
            to="/search/job"
            className={
              "mt-5 inline-block rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold " +
              "text-slate-700 hover:border-brand-500 hover:text-brand-700"
            }
          >
            Clear all filters
          </SiteLink>
        </div>
      ) : (
        <ul
          className="mt-6 grid gap-4 md:grid-cols-2"
          aria-label="Recently added jobs"
          aria-busy={loading || undefined}
        >
          {jobs.map((job) => (
            <li key={job.id} className="flex">
              <div className="w-full [&>article]:h-full">
                <JobCard job={job} signedIn={signedIn} applyHref={homeApplyHref(job.id, signedIn)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex flex-col items-center gap-3">
        {loading ? (
          <p role="status" className="inline-flex items-center gap-2 text-slate-600">
            <Spinner /> Loading more jobs...
          </p>
        ) : null}
        {last.hasMore && !loading ? (
          <SiteLink
            to={`/?page=${last.page + 1}`}
            onClick={(event) => {
              event.preventDefault();
              fetcher.load(`/?index&page=${last.page + 1}&part=jobs`);
            }}
            className={
              "rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold " +
              "text-slate-800 shadow-sm transition hover:border-brand-500 hover:text-brand-700"
            }
          >
            Load more jobs
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
    />
  );
}
