import { Link, useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/dashboard-jobs";
import { recommendJobs } from "../../core/recommendations";
import { markVerified } from "../../core/jobs";
import { Spinner } from "../components/auth/fields";
import { JobCard } from "../components/job-card";
import { Pagination } from "../components/pagination";
import { requireUser } from "../lib/session.server";

export const RECOMMENDED_EMPTY = "No recommended jobs found. Update your profile to get better job matches.";
export const RECOMMENDED_LOADING = "Loading recommended jobs...";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const result = await recommendJobs(user.id, { page });
  // Recommendations leave out every job the candidate had saved, so none needs a saved-jobs read (decision 095).
  return { ...result, jobs: await markVerified(result.jobs) };
}

/**
 * Saving a job here keeps its card (now marked Saved) until the next load, instead of
 * the list shifting under the pointer; the next load leaves saved jobs out.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) => {
  return formAction === "/saved-jobs" ? false : defaultShouldRevalidate;
};

/**
 * The dashboard's default tab (SPEC §2): recommended jobs, 10 a page with a
 * window of 5 page links, each card saying why it was recommended.
 */
export default function DashboardJobs() {
  const { jobs, page, totalPages, total, profileIncomplete } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <section aria-labelledby="recommended-heading" aria-busy={loading}>
      <h2 id="recommended-heading" className="text-xl font-semibold text-slate-900">
        Recommended Jobs For You
      </h2>
      {loading ? (
        <p role="status" className="mt-4 text-slate-600">
          <Spinner label={RECOMMENDED_LOADING} />
        </p>
      ) : null}
      {profileIncomplete ? (
        <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-700">
          These are the newest jobs.{" "}
          <Link to="/dashboard/profile" className="font-semibold underline">
            Complete your profile
          </Link>{" "}
          (desired job title, skills, industry and years of experience) to get jobs matched to you, each with the reason
          it was picked.
        </div>
      ) : total > 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {total} {total === 1 ? "job matches" : "jobs match"} your profile, best first.
        </p>
      ) : null}
      {jobs.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-600">{RECOMMENDED_EMPTY}</p>
          <div className="mt-4 flex justify-center gap-3">
            <Link
              to="/dashboard/profile"
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Update my profile
            </Link>
            <Link
              to="/search/job"
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Browse all jobs
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} signedIn reason={profileIncomplete ? undefined : job.reason} preview />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => `/dashboard/jobs?page=${target}`}
            label="Recommended jobs pages"
          />
        </>
      )}
    </section>
  );
}
