import { Form } from "react-router";
import { PRIVACY_RULES } from "../../../core/shared/privacy-rules";
import { CsrfField } from "../../lib/csrf";
import { TextField } from "../auth/fields";
import { PasswordOrCodeField, SendCodeForm } from "./account-proof";
import { Outcome, sectionErrors, SettingsCard, type SectionProps } from "./section";

const dangerButton =
  "rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-300";

/** Delete my account: proved by the password (or an e-mailed code) and a typed DELETE. */
export function DeleteSection({
  hasPassword,
  codeHint,
  result,
  busy,
}: SectionProps & { hasPassword: boolean; codeHint: string }) {
  const errors = sectionErrors(result, "delete");
  const intro =
    `Your profile, resume, saved jobs, alerts, newsletter sign-up and sessions are removed at once. ` +
    `Audit entries stay with your name replaced by an anonymous id; backups age out within ${PRIVACY_RULES.backupDays} ` +
    `days. You can register again with the same address.`;
  return (
    <SettingsCard id="delete" heading="Delete my account" intro={intro} danger>
      <div className="mt-3 space-y-3">
        <Outcome result={result} section="delete" />
        {!hasPassword ? <SendCodeForm intent="delete-code" hint={codeHint} busy={busy} /> : null}
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <CsrfField />
          <PasswordOrCodeField
            hasPassword={hasPassword}
            passwordLabel="Password"
            passwordName="password"
            errors={errors}
          />
          <TextField label="Type DELETE to confirm" name="confirm" autoComplete="off" required error={errors.confirm} />
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="delete-account" className={dangerButton} disabled={busy}>
              Delete my account
            </button>
          </div>
        </Form>
      </div>
    </SettingsCard>
  );
}
