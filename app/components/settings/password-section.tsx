import { Form } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { PasswordField, primaryButton } from "../auth/fields";
import { PasswordOrCodeField, SendCodeForm } from "./account-proof";
import { Outcome, sectionErrors, SettingsCard, type SectionProps } from "./section";

/** Change the password, or set one (an account that signs in with Google proves itself with an e-mailed code). */
export function PasswordSection({
  hasPassword,
  codeHint,
  result,
  busy,
}: SectionProps & { hasPassword: boolean; codeHint: string }) {
  const errors = sectionErrors(result, "password");
  return (
    <SettingsCard
      id="password"
      heading={hasPassword ? "Change your password" : "Set a password"}
      intro="Every other device signed in to your account is signed out, and we e-mail you a notice."
    >
      <div className="mt-3 space-y-3">
        <Outcome result={result} section="password" />
        {!hasPassword ? (
          <SendCodeForm intent="password-code" hint={`You sign in with Google. ${codeHint}`} busy={busy} />
        ) : null}
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <CsrfField />
          <PasswordOrCodeField
            hasPassword={hasPassword}
            passwordLabel="Current password"
            passwordName="currentPassword"
            errors={errors}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            required
            minLength={8}
            error={errors.newPassword}
            hint="At least 8 characters"
          />
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="password-change" className={primaryButton} disabled={busy}>
              {hasPassword ? "Change password" : "Set password"}
            </button>
          </div>
        </Form>
      </div>
    </SettingsCard>
  );
}
