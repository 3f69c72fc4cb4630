import { resetRequestSchema } from "../../../core/accounts/browser";
import { disabledReason } from "../auth/disabled-reason";
import { EmailField } from "../auth/fields";
import { SubmitWithReason } from "../auth/submit-with-reason";
import { useHydrated, useZodForm } from "../auth/use-zod-form";
import { ValidatedForm } from "../auth/validated-form";
import type { ResetActionData } from "./reset-flow";

/** Step 1: the account's address, to which a 6-digit code is sent. */
export function EmailStep({ data: previous, busy }: { data?: ResetActionData; busy: boolean }) {
  const hydrated = useHydrated();
  const form = useZodForm(resetRequestSchema, { email: previous?.email ?? "" }, previous?.errors, "reset-email-form");
  const reason =
    hydrated && !busy ? disabledReason(form.clientErrors, form.values, { email: "Email" }, "send the code") : null;
  return (
    <ValidatedForm
      form={form}
      id="reset-email-form"
      method="post"
      aria-label="Send verification code"
      className="space-y-4"
    >
      <EmailField label="Email" required {...form.field("email")} />
      <SubmitWithReason
        id="reset-email-missing"
        intent="send"
        label="Send Code"
        busyLabel="Sending code..."
        busy={busy}
        invalid={hydrated && !form.isValid}
        reason={reason}
      />
    </ValidatedForm>
  );
}
