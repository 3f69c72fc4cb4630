import { Form } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { PasswordField, primaryButton, secondaryButton, TextField } from "../auth/fields";
import { Outcome, sectionErrors, SettingsCard, type SectionProps } from "./section";

/** A new address: a code goes to it, a notice to the old one; the code, typed back, makes the change. */
export function EmailSection({
  email,
  emailProved,
  hasPassword,
  pendingEmail,
  result,
  busy,
}: SectionProps & { email: string; emailProved: boolean; hasPassword: boolean; pendingEmail: string | null }) {
  const errors = sectionErrors(result, "email");
  const intro = (
    <>
      Now: <strong>{email}</strong> {emailProved ? "(proved)" : "(not proved yet)"}. A new address gets a 6-digit code;
      your old address gets a notice.
    </>
  );
  return (
    <SettingsCard id="email" heading="E-mail address" intro={intro}>
      <div className="mt-3 space-y-3">
        <Outcome result={result} section="email" />
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <CsrfField />
          <TextField
            label="New e-mail address"
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            error={errors.newEmail}
          />
          {hasPassword ? (
            <PasswordField
              label="Current password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={errors.currentPassword}
            />
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="email-request" className={secondaryButton} disabled={busy}>
              Send a code to the new address
            </button>
          </div>
        </Form>
        {pendingEmail ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <CsrfField />
            <TextField
              label={`Code sent to ${pendingEmail}`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              required
              error={errors.code}
            />
            <button type="submit" name="intent" value="email-confirm" className={primaryButton} disabled={busy}>
              Change my e-mail
            </button>
          </Form>
        ) : null}
      </div>
    </SettingsCard>
  );
}
