import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/job-report";
import { requestMeta } from "../../core/accounts/browser";
import { jobDetailsPath } from "../../core/jobs/browser";
import { getJob } from "../../core/jobs";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { reportJob } from "../../core/trust";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "../../core/trust/browser";
import { Alert, primaryButton, RequiredMark } from "../components/auth/fields";
import { answerAppError, formErrorBody } from "../lib/app-error.server";
import { CsrfField } from "../lib/csrf";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { readForm } from "../lib/form.server";
import { getCurrentUser } from "../lib/session.server";

export const meta = () => [{ title: `Report a job | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

const SENT_PARAM = "sent";
const THANK_YOU = "Thank you: your report reached our team. The employer will not see who reported the job.";

function jobIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw data("Job not found", { status: 404 });
  return Number(id);
}

async function jobOf(id: string) {
  const job = await getJob(jobIdOf(id));
  if (!job) throw data("Job not found", { status: 404 });
  return job;
}

type ReportedJob = { id: number; title: string; company: string; path: string };
type LoaderData = { sent: false; job: ReportedJob } | { sent: true; job: ReportedJob | null };

const shapeOf = (job: NonNullable<Awaited<ReturnType<typeof getJob>>>): ReportedJob => ({
  id: job.id,
  title: job.title,
  company: job.company_name,
  path: jobDetailsPath(job),
});

/**
 * /jobs/{id}/report (issue 27): a plain form, for guests too, that works without JavaScript.
 * After a report the action redirects here with ?sent=1 (post/redirect/get, so a reload does not send it twice).
 * The report that makes three money reports holds the job, and a held job is nowhere public: so the thank-you
 * page must not need the job, or its own reporter would land on "not found".
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<LoaderData> {
  if (new URL(request.url).searchParams.has(SENT_PARAM)) {
    const job = await getJob(jobIdOf(params.id));
    return { sent: true, job: job ? shapeOf(job) : null };
  }
  return { sent: false, job: shapeOf(await jobOf(params.id)) };
}

type ActionData = { formError?: string; errors?: Record<string, string> };

export async function action({ params, request }: Route.ActionArgs) {
  const job = await jobOf(params.id);
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) return data<ActionData>({ formError: CSRF_FAILED_MESSAGE }, { status: 403 });
  const user = await getCurrentUser(request);
  try {
    await reportJob(
      job.id,
      {
        reason: String(form.get("reason") ?? ""),
        details: String(form.get("details") ?? "").slice(0, REPORT_DETAILS_MAX + 100),
      },
      { userId: user?.id ?? null, ip: requestMeta(request).ip },
    );
  } catch (error) {
    return answerAppError<ActionData>(error, formErrorBody());
  }
  return redirect(`/jobs/${job.id}/report?${SENT_PARAM}=1`, 303);
}

export default function JobReport() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  if (page.sent) return <ReportSent job={page.job} />;
  const { job } = page;
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Report this job</h1>
      <p className="mt-2 text-slate-700">
        <Link to={job.path} className="font-medium text-brand-700 underline">
          {job.title}
        </Link>{" "}
        at {job.company}
      </p>
      <div className="mt-4 space-y-2">{result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}</div>
      <Form method="post" className="mt-6 space-y-4">
        <CsrfField />
        <fieldset>
          <legend className="font-semibold text-slate-900">
            What is wrong?
            <RequiredMark />
          </legend>
          {result?.errors?.reason ? (
            <p className="text-sm text-red-700" id="reason-error">
              {result.errors.reason}
            </p>
          ) : null}
          <div className="mt-2 space-y-2">
            {Object.entries(REPORT_REASONS).map(([value, reason]) => (
              <label key={value} className="flex items-center gap-2 text-slate-800">
                <input type="radio" name="reason" value={value} required /> {reason.label}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className="font-semibold text-slate-900">Details (needed for 'Something else')</span>
          <textarea
            name="details"
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            aria-describedby={result?.errors?.details ? "details-error" : undefined}
          />
          {result?.errors?.details ? (
            <span className="text-sm text-red-700" id="details-error">
              {result.errors.details}
            </span>
          ) : null}
        </label>
        <button type="submit" className={`${primaryButton} w-auto`}>
          Send report
        </button>
      </Form>
    </div>
  );
}

/** The thank-you page; it links back to the job only while the job is still public. */
function ReportSent({ job }: { job: ReportedJob | null }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Report this job</h1>
      <div className="mt-4">
        <Alert tone="success">{THANK_YOU}</Alert>
      </div>
      <p className="mt-6 text-slate-700">
        {job ? (
          <Link to={job.path} className="font-medium text-brand-700 underline">
            Back to {job.title}
          </Link>
        ) : (
          <Link to="/jobs" className="font-medium text-brand-700 underline">
            Back to the jobs
          </Link>
        )}
      </p>
    </div>
  );
}
