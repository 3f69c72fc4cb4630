import { data, redirect } from "react-router";
import {
  accountOverview,
  changePassword,
  confirmEmailChange,
  endAccountSession,
  endOtherSessions,
  listAccountSessions,
  pendingEmailChange,
  requestEmailChange,
  sendCodeToAccount,
  confirmEmailVerificationCode,
  setEmployerNotices,
  requestMeta,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeSchema,
} from "../../core/accounts";
import { FREQUENCY_LABELS, frequencySchema, accountAlertOwner, listAlerts, updateAlert } from "../../core/alerts";
import { deleteAccount } from "../../core/privacy";
import { answerAppError } from "./app-error.server";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "./csrf.server";
import { readForm } from "./form.server";
import { getSession, requireUser, sessionCookie } from "./session.server";

/** The /settings page's data (issue 28, decision 110). */
export async function settingsLoader(request: Request) {
  const user = await requireUser(request);
  const session = await getSession(request);
  const [account, sessions, alerts, pendingEmail] = await Promise.all([
    accountOverview(user.id),
    listAccountSessions(user.id, session?.sessionId ?? null),
    accountAlertOwner(user.id).then(listAlerts),
    pendingEmailChange(user.id),
  ]);
  return {
    account,
    // Employer notices concern jobs an account posts: employers and admins see their switch.
    postsJobs: user.role !== "candidate",
    pendingEmail,
    sessions,
    alerts: alerts.map((alert) => ({
      id: alert.id,
      name: alert.name,
      frequency: alert.frequency,
      status: alert.status,
      newsletter: alert.preset === "newsletter",
    })),
  };
}

export type Section = "proof" | "password" | "email" | "sessions" | "mail" | "delete";
export type ActionData = { section: Section; done?: string; formError?: string; errors?: Record<string, string> };

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}

/** The /settings page's forms: one intent each, every refusal a 4xx naming its field. */
export async function settingsAction(request: Request) {
  const user = await requireUser(request);
  const session = await getSession(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const section: Section = intent.startsWith("email")
    ? "email"
    : intent.startsWith("proof")
      ? "proof"
      : intent.startsWith("session")
        ? "sessions"
        : intent.startsWith("mail")
          ? "mail"
          : intent.startsWith("delete")
            ? "delete"
            : "password";
  if (!isCsrfValid(request, form))
    return data<ActionData>({ section, formError: CSRF_FAILED_MESSAGE }, { status: 403 });
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const meta = requestMeta(request);
  try {
    switch (intent) {
      case "proof-send":
      case "password-code":
      case "delete-code":
        return { section, done: (await sendCodeToAccount(user.id)).message } satisfies ActionData;
      case "proof-confirm": {
        const result = await confirmEmailVerificationCode(user.id, String(text("code") ?? "").slice(0, 20));
        if (!result.ok) return data<ActionData>({ section, errors: { code: result.message } }, { status: 400 });
        return { section, done: result.message } satisfies ActionData;
      }
      case "password-change": {
        const parsed = changePasswordSchema.safeParse({
          currentPassword: text("currentPassword"),
          code: text("code"),
          newPassword: text("newPassword") ?? "",
        });
        if (!parsed.success)
          return data<ActionData>({ section, errors: fieldErrorsOf(parsed.error.issues) }, { status: 400 });
        return {
          section,
          done: (await changePassword(user.id, session?.sessionId ?? null, parsed.data, meta)).message,
        } satisfies ActionData;
      }
      case "email-request": {
        const parsed = emailChangeSchema.safeParse({
          newEmail: text("newEmail") ?? "",
          currentPassword: text("currentPassword"),
        });
        if (!parsed.success)
          return data<ActionData>({ section, errors: fieldErrorsOf(parsed.error.issues) }, { status: 400 });
        return { section, done: (await requestEmailChange(user.id, parsed.data, meta)).message } satisfies ActionData;
      }
      case "email-confirm":
        return {
          section,
          done: (await confirmEmailChange(user.id, String(text("code") ?? "").slice(0, 20), meta)).message,
        } satisfies ActionData;
      case "session-end":
        await endAccountSession(user.id, String(text("sessionId") ?? ""), meta);
        return { section, done: "That session is signed out." } satisfies ActionData;
      case "session-end-others": {
        const { ended } = await endOtherSessions(user.id, session?.sessionId ?? "", meta);
        return {
          section,
          done: `Signed out everywhere else (${ended} ${ended === 1 ? "session" : "sessions"}).`,
        } satisfies ActionData;
      }
      case "mail-alert": {
        const frequency = frequencySchema.safeParse(text("frequency"));
        const status = text("enabled") === "on" ? "active" : "paused";
        const alert = await updateAlert(await accountAlertOwner(user.id), Number(text("alertId")) || 0, {
          status,
          ...(frequency.success ? { frequency: frequency.data } : {}),
        });
        return {
          section,
          done: `Saved: ${alert.name} is ${alert.status === "active" ? `on, ${FREQUENCY_LABELS[alert.frequency].toLowerCase()}` : "off"}.`,
        } satisfies ActionData;
      }
      case "mail-employer-notices": {
        const { employerNotices } = await setEmployerNotices(user.id, { employerNotices: text("enabled") === "on" });
        return { section, done: `Saved: employer notices are ${employerNotices ? "on" : "off"}.` } satisfies ActionData;
      }
      case "delete-account": {
        const parsed = deleteAccountSchema.safeParse({
          password: text("password"),
          code: text("code"),
          confirm: text("confirm") ?? "",
        });
        if (!parsed.success)
          return data<ActionData>({ section, errors: fieldErrorsOf(parsed.error.issues) }, { status: 400 });
        await deleteAccount({ by: "self", userId: user.id, input: parsed.data, meta });
        throw redirect("/?account=deleted", { headers: { "Set-Cookie": sessionCookie(request, null) } });
      }
      default:
        return data<ActionData>({ section, formError: "Unknown action." }, { status: 400 });
    }
  } catch (error) {
    return answerAppError<ActionData>(error, (refusal) => ({
      section,
      errors: refusal.fieldErrors,
      formError: refusal.fieldErrors ? undefined : refusal.message,
    }));
  }
}
