import { resetVerifySchema } from "../../../core/accounts/browser";
import { RESET_CODE_LENGTH } from "../../../core/shared/constants";
import { secondaryButton, TextField } from "../auth/fields";
import { SubmitWithReason } from "../auth/submit-with-reason";
import { useHydrated, useZodForm } from "../auth/use-zod-form";
import { IntentForm } from "./intent-form";
import type { ResetActionData } from "./reset-flow";
import { useCountdown } from "./use-countdown";

/** Step 2: the code from the e-mail; Back to the address, or Resend once the countdown has run out. */
export function VerifyStep({ data: previous, busyIntent }: { data: ResetActionData; busyIntent: string | null }) {
  const hydrated = useHydrated();
  const remaining = useCountdown(Boolean(previous.sentAt));
  const form = useZodForm(
    resetVerifySchema,
    { email: previous.email, otp: previous.otp ?? "" },
    previous.errors,
    "reset-code-form",
  );
  const busy = busyIntent === "verify";
  return (
    <IntentForm id="reset-code-form" intent="verify" form={form} aria-label="Verify code" className="space-y-4">
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
      <SubmitWithReason
        id="reset-code-missing"
        intent="verify"
        label="Verify Code"
        busyLabel="Verifying..."
        busy={busy}
        form={form}
        fields={{ otp: "the 6-digit verification code" }}
        goal="verify"
      />
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
          {busyIntent === "resend"
            ? "Sending..."
            : remaining > 0 && hydrated
              ? `Resend code in ${remaining}s`
              : "Resend code"}
        </button>
      </div>
    </IntentForm>
  );
}
