import { data, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import {
  firstErrors,
  resetCompleteSchema,
  resetRequestSchema,
  resetVerifySchema,
  requestMeta,
} from "../../core/accounts/browser";
import { completePasswordReset, requestPasswordReset, verifyResetCode } from "../../core/accounts";
import { PRODUCT_NAME, RESET_CODE_LENGTH } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { AuthCard } from "../components/auth/auth-card";
import { withConnectionErrors } from "../components/auth/client-errors";
import { Alert, primaryButton } from "../components/auth/fields";
import {
  EmailIllustration,
  NewPasswordIllustration,
  SuccessIllustration,
  VerifyIllustration,
} from "../components/auth/illustrations";
import { ProgressSteps } from "../components/auth/progress-steps";
import { EmailStep } from "../components/password-reset/email-step";
import { PasswordStep } from "../components/password-reset/password-step";
import {
  stepOfIntent,
  type ResetActionData as ActionData,
  type ResetStep as Step,
} from "../components/password-reset/reset-flow";
import { VerifyStep } from "../components/password-reset/verify-step";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { originFrom, pageMeta } from "../lib/seo";
import { readForm } from "../lib/form.server";

export const SEND_FAILED = "Failed to send OTP. Please try again.";
export const RESEND_FAILED = "Failed to resend OTP. Please try again.";
const STEPS = ["Email", "Verify code", "New password"] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Forgot Password | ${PRODUCT_NAME}`,
    description: `Reset your ${PRODUCT_NAME} password with a code sent to your e-mail.`,
    path: "/forgot-password",
    origin: originFrom(matches),
    noindex: true,
  });

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  const otp = String(form.get("otp") ?? "")
    .trim()
    .slice(0, RESET_CODE_LENGTH + 4);
  // The back buttons change nothing on the server.
  if (intent === "back-to-email") return { step: "email", email } satisfies ActionData;
  if (intent === "back-to-code") return { step: "verify", email } satisfies ActionData;
  const here = stepOfIntent(intent);
  if (!isCsrfValid(request, form))
    return data<ActionData>({ step: here, email, otp, formError: CSRF_FAILED_MESSAGE }, { status: 403 });
  const meta = requestMeta(request);
  try {
    if (intent === "send" || intent === "resend") {
      const parsed = resetRequestSchema.safeParse({ email });
      if (!parsed.success)
        return data<ActionData>({ step: "email", email, errors: firstErrors(parsed.error) }, { status: 400 });
      const result = await requestPasswordReset(parsed.data.email, meta);
      return {
        step: "verify",
        email: parsed.data.email,
        sentAt: Date.now(),
        success: result.message,
      } satisfies ActionData;
    }
    if (intent === "verify") {
      const parsed = resetVerifySchema.safeParse({ email, otp });
      if (!parsed.success)
        return data<ActionData>({ step: "verify", email, otp, errors: firstErrors(parsed.error) }, { status: 400 });
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
      if (!parsed.success)
        return data<ActionData>({ step: "password", email, otp, errors: firstErrors(parsed.error) }, { status: 400 });
      const result = await completePasswordReset(parsed.data.email, parsed.data.otp, parsed.data.newPassword, meta);
      return { step: "success", email, success: result.message } satisfies ActionData;
    }
    return data<ActionData>({ step: "email", email }, { status: 400 });
  } catch (error) {
    // A wrong code (invalid_input) at the reset step: the code expired or was used up meanwhile, so back to the
    // code step with the reason. Anything else (rate limited) stays on this step.
    return answerAppError<ActionData>(error, (refusal) =>
      refusal.kind === "invalid_input" && intent === "reset"
        ? { step: "verify", email, formError: refusal.message }
        : { step: here, email, otp, formError: refusal.message },
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
    return {
      step: stepOfIntent(intent),
      email: String(sent.get("email") ?? ""),
      otp: String(sent.get("otp") ?? ""),
      ...(result as object),
    } as ActionData;
  }
  return result;
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
  const busyIntent =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/forgot-password")
      ? String(navigation.formData?.get("intent") ?? "")
      : null;
  const titles: Record<Step, { title: string; subtitle: string }> = {
    email: {
      title: "Forgot your password?",
      subtitle: "Enter the email of your account and we will send you a 6-digit verification code.",
    },
    verify: {
      title: "Check your email",
      subtitle: `Enter the 6-digit code we sent to ${actionData?.email || "your email"}.`,
    },
    password: { title: "Set a new password", subtitle: "Choose a strong password you do not use elsewhere." },
    success: { title: "Password reset", subtitle: "All set. Other devices were signed out." },
  };

  return (
    <AuthCard title={titles[step].title} subtitle={titles[step].subtitle} illustration={illustrations[step]}>
      {step !== "success" ? (
        <ProgressSteps steps={STEPS} current={step === "email" ? 0 : step === "verify" ? 1 : 2} />
      ) : null}
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
      {step === "email" ? (
        <EmailStep key={`email-${actionData?.email ?? ""}`} data={actionData} busy={busyIntent === "send"} />
      ) : null}
      {step === "verify" ? (
        <VerifyStep key={`verify-${actionData?.sentAt ?? 0}`} data={actionData!} busyIntent={busyIntent} />
      ) : null}
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
