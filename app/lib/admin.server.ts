import { data } from "react-router";
import { PermissionError } from "../../core/accounts/permissions";
import { SourceInputError } from "../../core/admin/admin-sources.service";
import { UserNotFoundError } from "../../core/accounts/roles.service";
import { CompanyInputError } from "../../core/employers/company-membership.service";
import { JobInputError, JobNotFoundError } from "../../core/jobs/job-writes.service";
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
    if (error instanceof SourceInputError || error instanceof CompanyInputError || error instanceof JobInputError) {
      return data<AdminActionData>({ error: error.message, errors: error.errors }, { status: 400 });
    }
    if (error instanceof PermissionError) return data<AdminActionData>({ error: error.message }, { status: 403 });
    if (error instanceof JobNotFoundError || error instanceof UserNotFoundError) return data<AdminActionData>({ error: error.message }, { status: 404 });
    throw error;
  }
}

/** A positive database id from a form field, or 0. */
export function formId(form: FormData, name: string): number {
  const value = String(form.get(name) ?? "");
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
