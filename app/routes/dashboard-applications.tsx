import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard-applications";
import { listApplications } from "../../core/applications/applications.service";
import type { ApplicationView } from "../../core/applications/applications.service";
import { STATUS_LABELS, TRACKER_STATUSES, NEXT_STEP_MAX, NEXT_STEP_MIN, NOTE_MAX_LENGTH, type TrackerStatus } from "../../core/applications/applications.schema";
import { shortDate } from "../../core/applications/application-display";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { Pagination } from "../components/pagination";
import { CsrfField } from "../lib/csrf";
import { runApplicationAction } from "../lib/application-actions.server";
import type { ApplicationActionResult } from "../lib/application-actions.server";
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

export const meta: Route.MetaFunction = () => [{ title: `Applications | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

const statusTone: Record<TrackerStatus, string> = {
  applied: "bg-sky-50 text-sky-700 ring-sky-200",
  interviewing: "bg-amber-50 text-amber-800 ring-amber-200",
  offer: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  hired: "bg-emerald-100 text-emerald-800 ring-emerald-300",
  rejected: "bg-rose-50 text-rose-700 ring-rose-200",
  withdrawn: "bg-slate-100 text-slate-700 ring-slate-200",
};

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
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${active ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:ring-brand-500"}`}
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
          <a href="/api/applications/export" download className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700">
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
        {actionData ? <p className={actionData.ok ? "text-emerald-700" : "text-rose-700"}>{actionData.message}</p> : null}
      </div>
      {loading ? <p className="mt-4 text-sm text-slate-600">Loading applications...</p> : null}
      {list.items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">{list.status ? `No applications with the status ${STATUS_LABELS[list.status]}.` : "No applications yet."}</p>
          <p className="mt-2 text-sm text-slate-600">When you press Apply Now on a job, we ask whether you applied and keep it here with its status, your notes and the next step.</p>
          <Link to="/search/job" className="mt-4 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
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
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(page) => hrefFor(list.status, page)} label="Applications pages" />
    </section>
  );
}

function ApplicationCard({ item, result }: { item: ApplicationView; result?: ApplicationActionResult }) {
  const headingId = `application-${item.id}-title`;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {item.jobHref && !item.jobClosed ? (
              <Link to={item.jobHref} className="hover:text-brand-700">
                {item.jobTitle}
              </Link>
            ) : (
              item.jobTitle
            )}
          </h3>
          <p className="text-sm text-slate-600">{item.companyName || "Company not specified"}</p>
          {item.jobClosed ? (
            <p className="mt-1 text-sm font-medium text-rose-700">{item.jobClosedAt ? `Job closed on ${shortDate(item.jobClosedAt)}` : "Job closed"}</p>
          ) : null}
        </div>
        <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusTone[item.status]}`}>{STATUS_LABELS[item.status]}</span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-slate-500">Applied:</dt>
          <dd className="text-slate-800">{item.appliedAt ? <time dateTime={item.appliedAt}>{shortDate(item.appliedAt)}</time> : "-"}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">Next step:</dt>
          <dd className="text-slate-800">
            {item.nextStep ? <time dateTime={item.nextStep}>{shortDate(item.nextStep)}</time> : "None"}
            {item.nextStep && item.remind ? " (reminder on)" : null}
          </dd>
        </div>
      </dl>
      {item.timeline.length ? (
        <ol aria-label="Status history" className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-xs text-slate-600">
          {item.timeline.map((entry, index) => (
            <li key={`${entry.status}-${entry.at}`}>
              {index > 0 ? <span aria-hidden="true">→ </span> : null}
              {STATUS_LABELS[entry.status]} <time dateTime={entry.at}>{shortDate(entry.at)}</time>
            </li>
          ))}
        </ol>
      ) : null}
      {item.note ? <p className="mt-3 whitespace-pre-line rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{item.note}</p> : null}
      <details className="mt-3" open={Boolean(result && !result.ok)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Update {item.jobTitle}</summary>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="title" value={item.jobTitle} />
          <label className="text-sm font-medium text-slate-700">
            Status
            <select name="status" defaultValue={item.status} className={field} aria-invalid={errors.status ? true : undefined}>
              {TRACKER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-700">
            Next step
            <input
              type="date"
              name="nextStep"
              min={NEXT_STEP_MIN}
              max={NEXT_STEP_MAX}
              defaultValue={item.nextStep ?? ""}
              className={field}
              aria-invalid={errors.nextStep ? true : undefined}
              aria-describedby={errors.nextStep ? `application-${item.id}-next-error` : undefined}
            />
            {errors.nextStep ? (
              <span id={`application-${item.id}-next-error`} className="mt-1 block text-xs text-rose-700">
                {errors.nextStep}
              </span>
            ) : null}
          </label>
          <label className="text-sm font-medium text-slate-700 sm:col-span-2">
            Private note
            <textarea
              name="note"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              defaultValue={item.note}
              className={field}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `application-${item.id}-note-error` : undefined}
            />
            {errors.note ? (
              <span id={`application-${item.id}-note-error`} className="mt-1 block text-xs text-rose-700">
                {errors.note}
              </span>
            ) : null}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" name="remind" defaultChecked={item.remind} className="h-4 w-4 rounded border-slate-300" />
            E-mail me a reminder on the next-step date
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" name="intent" value="save" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              Save
            </button>
            <button type="submit" name="intent" value="delete" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-rose-500 hover:text-rose-700">
              Remove
            </button>
          </div>
        </Form>
      </details>
    </article>
  );
}
