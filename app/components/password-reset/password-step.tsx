import { newPasswordSchema } from "../../../core/accounts/browser";
import { PasswordField, secondaryButton } from "../auth/fields";
import { SubmitWithReason } from "../auth/submit-with-reason";
import { useZodForm } from "../auth/use-zod-form";
import { IntentForm } from "./intent-form";
import type { ResetActionData } from "./reset-flow";

/** Step 3: the new password, twice; the proved code rides along in a hidden field. */
export function PasswordStep({ data: previous, busy }: { data: ResetActionData; busy: boolean }) {
  const form = useZodForm(
    newPasswordSchema,
    { newPassword: "", confirmPassword: "" },
    previous.errors,
    "reset-password-form",
  );
  return (
    <IntentForm id="reset-password-form" intent="reset" form={form} aria-label="Set new password" className="space-y-4">
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
      <SubmitWithReason
        id="reset-password-missing"
        intent="reset"
        label="Reset Password"
        busyLabel="Resetting password..."
        busy={busy}
        form={form}
        fields={{ newPassword: "New password", confirmPassword: "Confirm password" }}
        goal="reset your password"
      />
      <button type="submit" name="intent" value="back-to-code" className={`${secondaryButton} w-full`} formNoValidate>
        Back
      </button>
    </IntentForm>
  );
}
