import { useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard-saved";
import { listSavedJobs } from "../../core/saved-jobs";
import { SavedJobsList, savedJobsPageParam } from "../components/saved-jobs-list";
import { requireUser } from "../lib/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return listSavedJobs(user.id, { page: savedJobsPageParam(request) });
}

/** The dashboard's 'Saved Jobs' tab (the same list as /saved-jobs). */
export default function DashboardSaved() {
  const saved = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Saved Jobs
      </h2>
      <SavedJobsList
        saved={saved}
        hrefFor={(page) => (page > 1 ? `/dashboard/saved?page=${page}` : "/dashboard/saved")}
      />
    </section>
  );
}
