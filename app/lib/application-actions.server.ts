import { data } from "react-router";
import {
  answerPrompt,
  deleteApplication,
  updateApplication,
  STATUS_LABELS,
  type TrackerStatus,
} from "../../core/applications";
import { isAppError } from "../../core/shared/app-error";
import { pageStatusOf } from "./app-error.server";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "./csrf.server";
import { readForm } from "./form.server";

export interface ApplicationActionResult {
  ok: boolean;
  message: string;
  /** The application the message is about (its form shows the field errors). */
  id?: number;
  errors?: Record<string, string>;
}

/** A refusal of core as the page's answer; anything else is ours and rethrown (a 500). */
function refused(error: unknown, id?: number) {
  if (!isAppError(error)) throw error;
  return data<ApplicationActionResult>(
    { ok: false, message: error.message, id, errors: error.fieldErrors },
    { status: pageStatusOf(error) },
  );
}

/** One form post of the Applications tab: save (status, note, next step, reminder) or delete. */
export async function runApplicationAction(request: Request, userId: number) {
  const form = await readForm(request);
  if (!isCsrfValid(request, form))
    return data<ApplicationActionResult>({ ok: false, message: CSRF_FAILED_MESSAGE }, { status: 403 });
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    return data<ApplicationActionResult>({ ok: false, message: "Application not found" }, { status: 404 });
  const title = String(form.get("title") ?? "this job").slice(0, 200);
  try {
    if (form.get("intent") === "delete") {
      await deleteApplication(userId, id);
      return data<ApplicationActionResult>({ ok: true, message: `Removed your application to ${title}.` });
    }
    const nextStep = String(form.get("nextStep") ?? "");
    const updated = await updateApplication(userId, id, {
      status: String(form.get("status") ?? "") || undefined,
      note: form.has("note") ? String(form.get("note")) : undefined,
      nextStep: nextStep === "" ? null : nextStep,
      remind: form.get("remind") === "on",
    });
    return data<ApplicationActionResult>({
      ok: true,
      id,
      message: `Saved: ${updated.jobTitle} is ${STATUS_LABELS[updated.status as TrackerStatus].toLowerCase()}.`,
    });
  } catch (error) {
    return refused(error, id);
  }
}

export const PROMPT_THANKS: Record<string, string> = {
  applied: "Added to your applications.",
  not_yet: "Got it: we will not ask about it again.",
  not_interested: "Got it: we will leave it out of your recommendations.",
  dismiss: "Closed.",
};

/** The 'Did you apply?' prompt's answer (any page posts it to /applications/prompt). */
export async function runPromptAction(request: Request, userId: number) {
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) return { result: { ok: false, message: CSRF_FAILED_MESSAGE }, status: 403, form };
  try {
    const answered = await answerPrompt(userId, { id: form.get("id"), answer: form.get("answer") });
    return {
      result: { ok: true, message: `${answered.jobTitle}: ${PROMPT_THANKS[answered.answer]}` },
      status: 200,
      form,
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: { ok: false, message: error.message }, status: pageStatusOf(error), form };
  }
}
