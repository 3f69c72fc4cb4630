import { Link } from "react-router";
import type { ApplicationView } from "../../../core/applications";
import { STATUS_LABELS, type TrackerStatus, shortDate } from "../../../core/applications/browser";
import type { ApplicationActionResult } from "../../lib/application-actions.server";
import { ApplicationUpdateForm } from "./application-update-form";

const statusTone: Record<TrackerStatus, string> = {
  applied: "bg-sky-50 text-sky-700 ring-sky-200",
  interviewing: "bg-amber-50 text-amber-800 ring-amber-200",
  offer: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  hired: "bg-emerald-100 text-emerald-800 ring-emerald-300",
  rejected: "bg-rose-50 text-rose-700 ring-rose-200",
  withdrawn: "bg-slate-100 text-slate-700 ring-slate-200",
};

/**
 * One application in the tracker: the job (a link while it is open), its status, dates, status history
 * and note, and the form to update it (opened when the last update of this application was refused).
 */
export function ApplicationCard({ item, result }: { item: ApplicationView; result?: ApplicationActionResult }) {
  const headingId = `application-${item.id}-title`;
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
            <p className="mt-1 text-sm font-medium text-rose-700">
              {item.jobClosedAt ? `Job closed on ${shortDate(item.jobClosedAt)}` : "Job closed"}
            </p>
          ) : null}
        </div>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusTone[item.status]}`}
        >
          {STATUS_LABELS[item.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-slate-500">Applied:</dt>
          <dd className="text-slate-800">
            {item.appliedAt ? <time dateTime={item.appliedAt}>{shortDate(item.appliedAt)}</time> : "-"}
          </dd>
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
      {item.note ? (
        <p className="mt-3 whitespace-pre-line rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{item.note}</p>
      ) : null}
      <details className="mt-3" open={Boolean(result && !result.ok)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Update {item.jobTitle}</summary>
        <ApplicationUpdateForm item={item} errors={result && !result.ok ? (result.errors ?? {}) : {}} />
      </details>
    </article>
  );
}
