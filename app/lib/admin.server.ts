import { data } from "react-router";
import { answerAppError } from "./app-error.server";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "./csrf.server";
import { readForm } from "./form.server";
import { requireUser, type CurrentUser } from "./session.server";

export type AdminActionData = { done?: string; error?: string; errors?: Record<string, string> };

/** Admin pages: anyone else gets the not-found page (the admin area is not advertised). */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw data("Not found", { status: 404 });
  return user;
}

/** An admin form post: CSRF checked, the admin resolved, core's refusals shown as messages (4xx), never a 500. */
export async function runAdminAction(request: Request, run: (admin: CurrentUser, form: FormData) => Promise<string>) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) return data<AdminActionData>({ error: CSRF_FAILED_MESSAGE }, { status: 403 });
  try {
    return { done: await run(admin, form) } satisfies AdminActionData;
  } catch (error) {
    return answerAppError<AdminActionData>(error, (refusal) =>
      refusal.fieldErrors ? { error: refusal.message, errors: refusal.fieldErrors } : { error: refusal.message },
    );
  }
}

/** A positive database id from a form field, or 0. */
export function formId(form: FormData, name: string): number {
  const value = String(form.get(name) ?? "");
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
