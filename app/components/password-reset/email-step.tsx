import { resetRequestSchema } from "../../../core/accounts/browser";
import { EmailField } from "../auth/fields";
import { SubmitWithReason } from "../auth/submit-with-reason";
import { useZodForm } from "../auth/use-zod-form";
import { ValidatedForm } from "../auth/validated-form";
import type { ResetActionData } from "./reset-flow";

/** Step 1: the account's address, to which a 6-digit code is sent. */
export function EmailStep({ data: previous, busy }: { data?: ResetActionData; busy: boolean }) {
  const form = useZodForm(resetRequestSchema, { email: previous?.email ?? "" }, previous?.errors, "reset-email-form");
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
        form={form}
        fields={{ email: "Email" }}
        goal="send the code"
      />
    </ValidatedForm>
  );
}
