import { useEffect, useState } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import {
  firstErrors,
  newPasswordSchema,
  resetCompleteSchema,
  resetRequestSchema,
  resetVerifySchema,
  requestMeta,
} from "../../core/accounts/browser";
import { completePasswordReset, requestPasswordReset, verifyResetCode } from "../../core/accounts";
import { PRODUCT_NAME, RESEND_COUNTDOWN_SECONDS, RESET_CODE_LENGTH } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { AuthCard } from "../components/auth/auth-card";
import { withConnectionErrors } from "../components/auth/client-errors";
import { Alert, PasswordField, primaryButton, secondaryButton, Spinner, TextField } from "../components/auth/fields";
import { EmailIllustration, NewPasswordIllustration, SuccessIllustration, VerifyIllustration } from "../components/auth/illustrations";
import { ProgressSteps } from "../components/auth/progress-steps";
import { useHydrated, useZodForm } from "../components/auth/use-zod-form";
import { CsrfField } from "../lib/csrf";
import { ValidatedForm } from "../components/auth/validated-form";
import { DisabledReason, disabledReason } from "../components/auth/disabled-reason";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { originFrom, pageMeta } from "../lib/seo";
import { readForm } from "../lib/form.server";

export const SEND_FAILED = "Failed to send OTP. Please try again.";
export const RESEND_FAILED = "Failed to resend OTP. Please try again.";
const STEPS = ["Email", "Verify code", "New password"] as const;
type Step = "email" | "verify" | "password" | "success";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Forgot Password | ${PRODUCT_NAME}`,
    description: `Reset your ${PRODUCT_NAME} password with a code sent to your e-mail.`,
    path: "/forgot-password",
    origin: originFrom(matches),
    noindex: true,
  });

interface ActionData {
  step: Step;
  email: string;
  otp?: string;
  /** When the last code was requested (ms): the resend countdown runs from here. */
  sentAt?: number;
  success?: string;
  formError?: string;
  errors?: Record<string, string>;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const email = String(form.get("email") ?? "").trim().slice(0, 254);
  const otp = String(form.get("otp") ?? "").trim().slice(0, RESET_CODE_LENGTH + 4);
  // The back buttons change nothing on the server.
  if (intent === "back-to-email") return { step: "email", email } satisfies ActionData;
  if (intent === "back-to-code") return { step: "verify", email } satisfies ActionData;
  const here: Step = intent === "reset" ? "password" : intent === "verify" || intent === "resend" ? "verify" : "email";
  if (!isCsrfValid(request, form)) return data<ActionData>({ step: here, email, otp, formError: CSRF_FAILED_MESSAGE }, { status: 403 });
  const meta = requestMeta(request);
  try {
    if (intent === "send" || intent === "resend") {
      const parsed = resetRequestSchema.safeParse({ email });
      if (!parsed.success) return data<ActionData>({ step: "email", email, errors: firstErrors(parsed.error) }, { status: 400 });
      const result = await requestPasswordReset(parsed.data.email, meta);
      return { step: "verify", email: parsed.data.email, sentAt: Date.now(), success: result.message } satisfies ActionData;
    }
    if (intent === "verify") {
      const parsed = resetVerifySchema.safeParse({ email, otp });
      if (!parsed.success) return data<ActionData>({ step: "verify", email, otp, errors: firstErrors(parsed.error) }, { status: 400 });
      const result = await verifyResetCode(parsed.data.email, parsed.data.otp, meta);
      return { step: "password", email, otp: parsed.data.otp, success: result.message } satisfies ActionData;
    }
    if (intent === "reset") {
      const parsed = resetCompleteSchema.safeParse({
        email,
        otp,
        newPassword: String(form.get("newPassword") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      });
      if (!parsed.success) return data<ActionData>({ step: "password", email, otp, errors: firstErrors(parsed.error) }, { status: 400 });
      const result = await completePasswordReset(parsed.data.email, parsed.data.otp, parsed.data.newPassword, meta);
      return { step: "success", email, success: result.message } satisfies ActionData;
    }
    return data<ActionData>({ step: "email", email }, { status: 400 });
  } catch (error) {
    // A wrong code (invalid_input) at the reset step: the code expired or was used up meanwhile, so back to the
    // code step with the reason. Anything else (rate limited) stays on this step.
    return answerAppError<ActionData>(error, (refusal) =>
      refusal.kind === "invalid_input" && intent === "reset" ? { step: "verify", email, formError: refusal.message } : { step: here, email, otp, formError: refusal.message },
    );
  }
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const sent = await request.clone().formData();
  const intent = String(sent.get("intent") ?? "");
  const failure = intent === "resend" ? RESEND_FAILED : intent === "send" ? SEND_FAILED : undefined;
  const result = await withConnectionErrors(serverAction, { network: failure, unexpected: failure });
  // A failed connection keeps the user on the step they were on.
  if (result && typeof result === "object" && !("step" in result)) {
    const step: Step = intent === "reset" ? "password" : intent === "verify" || intent === "resend" ? "verify" : "email";
    return { step, email: String(sent.get("email") ?? ""), otp: String(sent.get("otp") ?? ""), ...(result as object) } as ActionData;
  }
  return result;
}

/** Seconds left before another code may be requested; counts from when this step appeared. */
function useCountdown(active: boolean): number {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!active) return 0;
  return Math.max(0, RESEND_COUNTDOWN_SECONDS - Math.floor((now - start) / 1000));
}

const illustrations: Record<Step, React.ReactNode> = {
  email: <EmailIllustration />,
  verify: <VerifyIllustration />,
  password: <NewPasswordIllustration />,
  success: <SuccessIllustration />,
};

export default function ForgotPassword() {
  const actionData = useActionData<ActionData>();
  const step: Step = actionData?.step ?? "email";
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" && navigation.formAction?.startsWith("/forgot-password") ? String(navigation.formData?.get("intent") ?? "") : null;
  const titles: Record<Step, { title: string; subtitle: string }> = {
    email: { title: "Forgot your password?", subtitle: "Enter the email of your account and we will send you a 6-digit verification code." },
    verify: { title: "Check your email", subtitle: `Enter the 6-digit code we sent to ${actionData?.email || "your email"}.` },
    password: { title: "Set a new password", subtitle: "Choose a strong password you do not use elsewhere." },
    success: { title: "Password reset", subtitle: "All set. Other devices were signed out." },
  };

  return (
    <AuthCard title={titles[step].title} subtitle={titles[step].subtitle} illustration={illustrations[step]}>
      {step !== "success" ? <ProgressSteps steps={STEPS} current={step === "email" ? 0 : step === "verify" ? 1 : 2} /> : null}
      {actionData?.formError ? (
        <div className="mb-4">
          <Alert tone="error">{actionData.formError}</Alert>
        </div>
      ) : actionData?.success ? (
        <div className="mb-4">
          <Alert tone="success">{actionData.success}</Alert>
        </div>
      ) : null}
      {/* A key per answer resets each step's fields when the server moves the flow on. */}
      {step === "email" ? <EmailStep key={`email-${actionData?.email ?? ""}`} data={actionData} busy={busyIntent === "send"} /> : null}
      {step === "verify" ? <VerifyStep key={`verify-${actionData?.sentAt ?? 0}`} data={actionData!} busyIntent={busyIntent} /> : null}
      {step === "password" ? <PasswordStep data={actionData!} busy={busyIntent === "reset"} /> : null}
      {step === "success" ? (
        <Link to="/login" className={primaryButton}>
          Go to Login
        </Link>
      ) : (
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to login
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

function EmailStep({ data: previous, busy }: { data?: ActionData; busy: boolean }) {
  const hydrated = useHydrated();
  const form = useZodForm(resetRequestSchema, { email: previous?.email ?? "" }, previous?.errors, "reset-email-form");
  const reason = hydrated && !busy ? disabledReason(form.clientErrors, form.values, { email: "Email" }, "send the code") : null;
  return (
    <ValidatedForm
      form={form}
      id="reset-email-form"
      method="post"
      aria-label="Send verification code"
      className="space-y-4"
    >
      <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...form.field("email")} />
      <div>
        <button type="submit" name="intent" value="send" className={primaryButton} disabled={busy || (hydrated && !form.isValid)} aria-describedby={reason ? "reset-email-missing" : undefined}>
          {busy ? <Spinner label="Sending code..." /> : "Send Code"}
        </button>
        <DisabledReason id="reset-email-missing" reason={reason} />
      </div>
    </ValidatedForm>
  );
}

function VerifyStep({ data: previous, busyIntent }: { data: ActionData; busyIntent: string | null }) {
  const hydrated = useHydrated();
  const remaining = useCountdown(Boolean(previous.sentAt));
  const form = useZodForm(resetVerifySchema, { email: previous.email, otp: previous.otp ?? "" }, previous.errors, "reset-code-form");
  const reason = hydrated && busyIntent !== "verify" ? disabledReason(form.clientErrors, form.values, { otp: "the 6-digit verification code" }, "verify") : null;
  return (
    <div className="space-y-4">
      <Form
        id="reset-code-form"
        method="post"
        noValidate
        aria-label="Verify code"
        className="space-y-4"
        onSubmit={(event) => {
          const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          if (intent === "verify" && !form.isValid) {
            event.preventDefault();
            form.touchAll();
          }
        }}
      >
        <CsrfField />
        <input type="hidden" name="email" value={previous.email} />
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={RESET_CODE_LENGTH}
          required
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
          {...form.field("otp")}
        />
        <div>
          <button type="submit" name="intent" value="verify" className={primaryButton} disabled={busyIntent === "verify" || (hydrated && !form.isValid)} aria-describedby={reason ? "reset-code-missing" : undefined}>
            {busyIntent === "verify" ? <Spinner label="Verifying..." /> : "Verify Code"}
          </button>
          <DisabledReason id="reset-code-missing" reason={reason} />
        </div>
        <div className="flex items-center justify-between gap-3">
          <button type="submit" name="intent" value="back-to-email" className={secondaryButton} formNoValidate>
            Back
          </button>
          <button
            type="submit"
            name="intent"
            value="resend"
            className="text-sm font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
            disabled={busyIntent === "resend" || (hydrated && remaining > 0)}
          >
            {busyIntent === "resend" ? "Sending..." : remaining > 0 && hydrated ? `Resend code in ${remaining}s` : "Resend code"}
          </button>
        </div>
      </Form>
    </div>
  );
}

function PasswordStep({ data: previous, busy }: { data: ActionData; busy: boolean }) {
  const hydrated = useHydrated();
  const form = useZodForm(newPasswordSchema, { newPassword: "", confirmPassword: "" }, previous.errors, "reset-password-form");
  const reason = hydrated && !busy ? disabledReason(form.clientErrors, form.values, { newPassword: "New password", confirmPassword: "Confirm password" }, "reset your password") : null;
  return (
    <Form
      id="reset-password-form"
      method="post"
      noValidate
      aria-label="Set new password"
      className="space-y-4"
      onSubmit={(event) => {
        const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (intent === "reset" && !form.isValid) {
          event.preventDefault();
          form.touchAll();
        }
      }}
    >
      <CsrfField />
      <input type="hidden" name="email" value={previous.email} />
      <input type="hidden" name="otp" value={previous.otp ?? ""} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint="Use at least 8 characters with a mix of letters, numbers and symbols."
        {...form.field("newPassword")}
      />
      <PasswordField label="Confirm password" autoComplete="new-password" required {...form.field("confirmPassword")} />
      <div>
        <button type="submit" name="intent" value="reset" className={primaryButton} disabled={busy || (hydrated && !form.isValid)} aria-describedby={reason ? "reset-password-missing" : undefined}>
          {busy ? <Spinner label="Resetting password..." /> : "Reset Password"}
        </button>
        <DisabledReason id="reset-password-missing" reason={reason} />
      </div>
      <button type="submit" name="intent" value="back-to-code" className={`${secondaryButton} w-full`} formNoValidate>
        Back
      </button>
    </Form>
  );
}
