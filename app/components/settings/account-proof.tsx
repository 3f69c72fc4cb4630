import { Form } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { CodeField, PasswordField, secondaryButton } from "../auth/fields";

/**
 * What /settings asks before a change to the account (decision 110): the password when the account has one,
 * else a code e-mailed to its address (an account that signs in only with Google). Used by 'change password'
 * and 'delete my account'; core/accounts checkAccountProof reads the same two fields.
 */

/** For an account without a password: the form that e-mails the code (its own form, before the one that uses it). */
export function SendCodeForm({ intent, hint, busy }: { intent: string; hint: string; busy: boolean }) {
  return (
    <Form method="post">
      <CsrfField />
      <p className="text-sm text-slate-600">{hint}</p>
      <button type="submit" name="intent" value={intent} className={`${secondaryButton} mt-2`} disabled={busy}>
        E-mail me a code
      </button>
    </Form>
  );
}

/** Inside the form that makes the change: the password field, or the code field for an account without one. */
export function PasswordOrCodeField({
  hasPassword,
  passwordLabel,
  passwordName,
  errors,
}: {
  hasPassword: boolean;
  passwordLabel: string;
  passwordName: string;
  errors: Record<string, string>;
}) {
  return hasPassword ? (
    <PasswordField
      label={passwordLabel}
      name={passwordName}
      autoComplete="current-password"
      required
      error={errors[passwordName]}
    />
  ) : (
    <CodeField label="Code from the e-mail" required error={errors.code} />
  );
}
