import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/mail";
import { recordAudit } from "../../../core/audit";
import { listFailedMail, retryFailedMail } from "../../../core/mail";
import { Alert } from "../../components/auth/fields";
import { adminButton } from "../../components/admin/audit-table";
import { CsrfField } from "../../lib/csrf";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";
import { Moment } from "../../lib/reader-time";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const failed = await listFailedMail(100);
  return {
    failed: failed.map((mail) => ({
      ...mail,
      failedAt: mail.failedAt.toISOString(),
      createdAt: mail.createdAt.toISOString(),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const id = formId(form, "id");
    const queued = await retryFailedMail(id);
    await recordAudit({ actor: admin, action: "mail.retry", targetType: "mail", targetId: id, after: { queued } });
    return queued ? "Mail queued again" : "That mail is no longer waiting";
  });
}

/** Mail that failed its last try (the mail queue's outbox): who, what, why; retry puts it back in the queue. */
export default function AdminMail() {
  const { failed } = useLoaderData<typeof loader>();
  const actionData = useActionData<AdminActionData>();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Failed mail</h1>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      {failed.length === 0 ? <p className="mt-4 text-sm text-slate-600">No failed mail.</p> : null}
      <ul className="mt-4 divide-y divide-slate-100 text-sm">
        {failed.map((mail) => (
          <li key={mail.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <Moment iso={mail.failedAt} /> · {mail.recipient} · {mail.subject} · {mail.attempts} tries ·{" "}
              {mail.lastError ?? ""}
            </span>
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="id" value={mail.id} />
              <button type="submit" className={adminButton} aria-label={`Retry mail ${mail.id}`}>
                Retry
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
