import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard-applications";
import { listApplications } from "../../core/applications";
import { STATUS_LABELS, TRACKER_STATUSES, type TrackerStatus } from "../../core/applications/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { ApplicationCard } from "../components/applications/application-card";
import { Pagination } from "../components/pagination";
import { runApplicationAction } from "../lib/application-actions.server";
import { requireUser } from "../lib/session.server";

/** /dashboard/applications (issue 30): the jobs the candidate applied to, with statuses, notes and next steps. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? undefined;
  const page = url.searchParams.get("page") ?? undefined;
  const wanted = (TRACKER_STATUSES as readonly string[]).includes(status ?? "") ? status : undefined;
  const number = page && /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : undefined;
  return { list: await listApplications(user.id, { status: wanted, page: number }) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return runApplicationAction(request, user.id);
}

export const meta: Route.MetaFunction = () => [
  { title: `Applications | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

function hrefFor(status: string | null, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/dashboard/applications${query ? `?${query}` : ""}`;
}

export default function DashboardApplications({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/dashboard/applications";
  const all = Object.values(list.counts).reduce((sum, count) => sum + count, 0);
  const filter = (status: TrackerStatus | null, label: string, count: number) => {
    const active = list.status === status;
    return (
      <li key={status ?? "all"}>
        <Link
          to={hrefFor(status, 1)}
          aria-current={active ? "page" : undefined}
          className={
            `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ` +
            `${active ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:ring-brand-500"}`
          }
        >
          {label} <span className={active ? "text-white" : "text-slate-500"}>{count}</span>
        </Link>
      </li>
    );
  };
  return (
    <section aria-labelledby="applications-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-xl font-semibold text-slate-900">
          Applications
        </h2>
        {all > 0 ? (
          <a
            href="/api/applications/export"
            download
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
          >
            Export CSV
          </a>
        ) : null}
      </div>
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {filter(null, "All", all)}
          {TRACKER_STATUSES.map((status) => filter(status, STATUS_LABELS[status], list.counts[status]))}
        </ul>
      </nav>
      <div role="status" className="mt-4 min-h-6 text-sm">
        {actionData ? (
          <p className={actionData.ok ? "text-emerald-700" : "text-rose-700"}>{actionData.message}</p>
        ) : null}
      </div>
      {loading ? <p className="mt-4 text-sm text-slate-600">Loading applications...</p> : null}
      {list.items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">
            {list.status ? `No applications with the status ${STATUS_LABELS[list.status]}.` : "No applications yet."}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            When you press Apply Now on a job, we ask whether you applied and keep it here with its status, your notes
            and the next step.
          </p>
          <Link
            to="/search/job"
            className="mt-4 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Find jobs
          </Link>
        </div>
      ) : (
        <ol className="mt-4 flex flex-col gap-4" aria-busy={loading}>
          {list.items.map((item) => (
            <li key={item.id}>
              <ApplicationCard item={item} result={actionData?.id === item.id ? actionData : undefined} />
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={(page) => hrefFor(list.status, page)}
        label="Applications pages"
      />
    </section>
  );
}
