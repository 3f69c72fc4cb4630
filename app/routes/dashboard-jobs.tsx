import { Link } from "react-router";

/**
 * The dashboard's default tab. Recommendations are a later feature (the
 * recommendations issue); until then this shows SPEC §2's empty state.
 */
export default function DashboardJobs() {
  return (
    <section aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className="text-xl font-semibold text-slate-900">
        Recommended Jobs For You
      </h2>
      <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-slate-600">No recommended jobs found. Update your profile to get better job matches.</p>
        <div className="mt-4 flex justify-center gap-3">
          <Link to="/dashboard/profile" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            View my profile
          </Link>
          <Link to="/search/job" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
            Browse all jobs
          </Link>
        </div>
      </div>
    </section>
  );
}
