import { data, Form, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { PendingReviewNote } from "../components/trust/pending-review-note";
import type { Route } from "./+types/jobs-list";
import { relativeTime, jobDetailsPath } from "../../core/jobs/browser";
import { usePageNow } from "../lib/page-clock";
import { listMyPostings, type PostingSummary, deleteJob, setJobOpen } from "../../core/jobs";
import { appliedCounts } from "../../core/applications";
import { PRODUCT_NAME, STATS_DAYS } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { Alert } from "../components/auth/fields";
import { Badge } from "../components/badge";
import { ActivityChart } from "../components/employer/activity-chart";
import { sourceBoardName } from "../components/employer/source-name";
import { CsrfField } from "../lib/csrf";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { readForm } from "../lib/form.server";
import { requireUser } from "../lib/session.server";

export const meta = () => [{ title: `My Job Postings | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export const DELETE_FAILED = "Failed to delete job. Please try again.";

/** My Job Postings: the company's jobs with 30-day views, Apply clicks and how many said they applied, edit, close/reopen, delete after confirmation. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const listed = user.role === "candidate" ? [] : await listMyPostings(user);
  // Issue 30: how many candidates said they applied, per job over 30 days; a count, never who.
  const applied = await appliedCounts(listed.map((posting) => posting.id));
  const postings = listed.map((posting) => ({ ...posting, saidApplied: applied.get(posting.id) ?? 0 }));
  return { postings, canPost: user.role !== "candidate" };
}

type ActionData = { error?: string; done?: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) return data<ActionData>({ error: CSRF_FAILED_MESSAGE }, { status: 403 });
  const id = Number(form.get("id"));
  const intent = String(form.get("intent") ?? "");
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    return data<ActionData>({ error: intent === "delete" ? DELETE_FAILED : "No such job." }, { status: 400 });
  try {
    if (intent === "delete") await deleteJob(user, id);
    else if (intent === "close" || intent === "reopen") await setJobOpen(user, id, intent === "reopen");
    else return data<ActionData>({ error: "Unknown action." }, { status: 400 });
  } catch (error) {
    // A refused reopen (a job an admin rejected) says why, in the admin's words, and a spent limit says when to try
    // again; other refusals keep the general line.
    return answerAppError<ActionData>(
      error,
      (refusal) => ({
        error:
          (intent === "reopen" && refusal.kind === "conflict") || refusal.kind === "rate_limited"
            ? refusal.message
            : intent === "delete"
              ? DELETE_FAILED
              : "That job could not be changed. Please try again.",
      }),
      { hideForbidden: true },
    );
  }
  return {
    done: intent === "delete" ? "Job deleted" : intent === "close" ? "Job closed" : "Job reopened",
  } satisfies ActionData;
}

const stateTone = { open: "green", closed: "grey", expired: "warning", pending: "warning", rejected: "new" } as const;
const stateLabel = {
  open: "Open",
  closed: "Closed",
  expired: "Expired",
  pending: "Pending review",
  rejected: "Rejected",
} as const;
/** A rejected job: why, in the admin's words, and that it stays off the site (decision 178). */
function RejectedNote({ reason }: { reason: string | null }) {
  return (
    <p className="mt-1 max-w-prose text-sm text-red-800">
      Our review team rejected this job, so it is not on the site and cannot be reopened. Reason:{" "}
      {reason ?? "No reason was given."}
    </p>
  );
}

const smallButton =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700";

function PostingRow({
  posting,
  confirming,
}: {
  posting: PostingSummary & { saidApplied?: number };
  confirming: boolean;
}) {
  const collected = posting.source !== "manual";
  // A rejected job is gone for good: no page to link to, nothing to edit or reopen; it may only be deleted.
  const rejected = posting.state === "rejected";
  const now = usePageNow();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">
            {rejected ? (
              posting.title
            ) : (
              <Link to={jobDetailsPath(posting)} className="hover:text-brand-700">
                {posting.title}
              </Link>
            )}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={stateTone[posting.state]}>{stateLabel[posting.state]}</Badge>
            <span>Posted {relativeTime(posting.datePosted, now)}</span>
          </p>
          {posting.state === "pending" ? <PendingReviewNote heldFor={posting.heldFor} /> : null}
          {posting.state === "rejected" ? <RejectedNote reason={posting.rejectedBecause} /> : null}
          {collected ? (
            <p className="mt-1 text-sm text-slate-600">
              Collected from your {sourceBoardName(posting.source)}
              {posting.sourceCheckedAt ? `, checked ${relativeTime(posting.sourceCheckedAt, now)}` : ""}. Change it
              there: edits here would be overwritten by the next collection.
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-4 text-sm">
          <ActivityChart daily={posting.daily} title={posting.title} />
          <p>
            <span className="block font-semibold text-slate-900">{posting.views} views</span>
            <span className="block text-slate-600">{posting.applyClicks} Apply clicks</span>
            <span className="block text-slate-600">{posting.saidApplied ?? 0} said they applied</span>
          </p>
        </div>
      </div>
      {!collected ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {rejected ? null : (
            <>
              <Link
                to={`/dashboard/edit-job/${posting.id}`}
                className={smallButton}
                aria-label={`Edit ${posting.title}`}
              >
                Edit
              </Link>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={posting.id} />
                <button
                  type="submit"
                  name="intent"
                  value={posting.state === "closed" ? "reopen" : "close"}
                  className={smallButton}
                  aria-label={`${posting.state === "closed" ? "Reopen" : "Close"} ${posting.title}`}
                >
                  {posting.state === "closed" ? "Reopen" : "Close"}
                </button>
              </Form>
            </>
          )}
          {confirming ? (
            <Form method="post" className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-1.5">
              <CsrfField />
              <input type="hidden" name="id" value={posting.id} />
              <span className="text-sm text-red-800">Delete “{posting.title}”? Its page will be gone.</span>
              <button
                type="submit"
                name="intent"
                value="delete"
                className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
              >
                Yes, delete
              </button>
              <Link to="/dashboard/jobs-list" className={smallButton}>
                Cancel
              </Link>
            </Form>
          ) : (
            <Link
              to={`/dashboard/jobs-list?confirm=${posting.id}`}
              className={smallButton}
              aria-label={`Delete ${posting.title}`}
            >
              Delete
            </Link>
          )}
        </div>
      ) : null}
    </li>
  );
}

export default function JobsList() {
  const { postings, canPost } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const [params] = useSearchParams();
  const confirm = Number(params.get("confirm"));
  const message =
    actionData?.done ??
    (params.get("created")
      ? params.get("pending")
        ? "Job created: it is pending review and not public yet"
        : "Job created successfully"
      : params.get("updated")
        ? "Job updated successfully"
        : null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Job Postings</h1>
        {canPost ? (
          <Link
            to="/dashboard/create-a-job"
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Post a Job
          </Link>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Views and Apply clicks over the last {STATS_DAYS} days (solid line: views; dashed: Apply clicks).
      </p>
      <div className="mt-4 space-y-2">
        {message ? <Alert tone="success">{message}</Alert> : null}
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      {postings.length === 0 ? (
        <p className="mt-6 text-slate-700">No jobs found</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {postings.map((posting) => (
            <PostingRow key={posting.id} posting={posting} confirming={confirm === posting.id} />
          ))}
        </ul>
      )}
    </div>
  );
}
