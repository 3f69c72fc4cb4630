import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/review";
import { decideReports, decideReview, listReportQueue, listReviewQueue, type ReportAction } from "../../../core/trust";
import { REPORT_REASONS, type ReportReason } from "../../../core/trust/browser";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";
import { CsrfField } from "../../lib/csrf";
import { Alert, FieldLabel } from "../../components/auth/fields";
import { CompanyVerification } from "../../components/admin/company-verification";
import { HeldPostingDetails } from "../../components/admin/held-posting";
import { Moment } from "../../lib/reader-time";

/**
 * /admin/review (issue 27): held jobs with why and the posting itself (issue 44: admins read before they decide), to
 * approve or reject; and readers' reports, most reported and most severe first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [held, reports] = await Promise.all([listReviewQueue(admin), listReportQueue(admin)]);
  return { held, reports };
}

export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const intent = String(form.get("intent") ?? "");
    const jobId = formId(form, "job_id");
    if (intent === "approve" || intent === "reject") {
      await decideReview(admin, jobId, {
        decision: intent,
        note: String(form.get("note") ?? "").slice(0, 600),
        verifyCompany: form.get("verify_company") === "on",
      });
      return intent === "approve"
        ? "Approved: the job is live and the employer was mailed."
        : "Rejected: the employer was mailed the reason.";
    }
    await decideReports(admin, jobId, intent as ReportAction);
    return "Reports settled.";
  });
}

const button =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-500";

export default function AdminReview() {
  const { held, reports } = useLoaderData<typeof loader>();
  const result = useActionData<AdminActionData>();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Review</h1>
      {result?.done ? <Alert tone="success">{result.done}</Alert> : null}
      {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
      <section aria-labelledby="held-heading">
        <h2 id="held-heading" className="text-lg font-semibold">
          Jobs waiting for review ({held.length})
        </h2>
        {held.length === 0 ? <p className="mt-2 text-sm text-slate-600">Nothing is waiting.</p> : null}
        <ul className="mt-3 space-y-3">
          {held.map((job) => (
            <li
              key={job.jobId}
              className="rounded-xl border border-slate-200 bg-white p-4"
              aria-labelledby={`held-${job.jobId}`}
            >
              <h3 id={`held-${job.jobId}`} className="text-base font-semibold text-slate-900">
                {job.title}
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                <CompanyVerification
                  name={job.companyName}
                  host={job.posting.companyHost}
                  verified={job.companyVerified}
                />
              </p>
              <p className="mt-1 text-sm text-slate-600">
                Posted by {job.posterEmail ?? "unknown"} · held since <Moment iso={job.heldAt} />
              </p>
              {job.status === "closed" ? (
                <p className="mt-1 text-sm font-medium text-slate-800">
                  Its employer closed it while it waited: approving keeps it closed.
                </p>
              ) : null}
              <div className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">Held because</p>
                <ul className="mt-1 list-disc pl-5" aria-label="Held because">
                  {job.reasons.map((reason) => (
                    <li key={reason.code}>
                      {reason.label}: {reason.detail}
                    </li>
                  ))}
                </ul>
              </div>
              <HeldPostingDetails jobId={job.jobId} title={job.title} posting={job.posting} />
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <CsrfField />
                <input type="hidden" name="job_id" value={job.jobId} />
                {/* Marked as the forms mark a field (FieldLabel): needed to reject (core refuses a reject without
                    it), not read when approving, so neither '(required)' nor '(optional)' alone would be true. */}
                <div className="w-full sm:w-auto">
                  <FieldLabel
                    htmlFor={`reason-${job.jobId}`}
                    label={
                      <>
                        Reason for the employer <span className="font-normal text-slate-600">(required to reject)</span>
                      </>
                    }
                  />
                  <input
                    id={`reason-${job.jobId}`}
                    name="note"
                    maxLength={500}
                    className="w-full rounded-lg border border-slate-300 px-2 py-1 sm:w-72"
                  />
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="verify_company" /> Verify {job.companyName} too
                </label>
                <button type="submit" name="intent" value="approve" className={button}>
                  Approve
                </button>
                <button type="submit" name="intent" value="reject" className={button}>
                  Reject
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="text-lg font-semibold">
          Reported jobs ({reports.length})
        </h2>
        {reports.length === 0 ? <p className="mt-2 text-sm text-slate-600">No open reports.</p> : null}
        <ul className="mt-3 space-y-3">
          {reports.map((job) => (
            <li key={job.jobId} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="text-base font-semibold text-slate-900">
                {job.title}{" "}
                <span className="font-normal text-slate-600">
                  ({job.hiddenByReports ? "hidden by these reports" : job.status})
                </span>
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                <CompanyVerification name={job.companyName} verified={job.companyVerified} />
              </p>
              {job.hiddenByReports && job.companyVerified ? (
                <p className="text-sm font-medium text-amber-800">A verified employer's job: review it first.</p>
              ) : null}
              <p className="text-sm text-slate-700">
                {job.reports} report{job.reports === 1 ? "" : "s"} ({job.counted} from different people with a proved
                e-mail):{" "}
                {Object.entries(job.reasons)
                  .map(([reason, count]) => `${REPORT_REASONS[reason as ReportReason]?.label ?? reason} (${count})`)
                  .join(", ")}
              </p>
              {job.details.length ? (
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-600" aria-label="What reporters wrote">
                  {job.details.map((detail, index) => (
                    <li key={index}>{detail}</li>
                  ))}
                </ul>
              ) : null}
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <CsrfField />
                <input type="hidden" name="job_id" value={job.jobId} />
                <button type="submit" name="intent" value="dismiss" className={button}>
                  Dismiss
                </button>
                <button type="submit" name="intent" value="close" className={button}>
                  Close job
                </button>
                <button type="submit" name="intent" value="delete" className={button}>
                  Delete job
                </button>
                <button type="submit" name="intent" value="hold_company" className={button}>
                  Hold company
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
