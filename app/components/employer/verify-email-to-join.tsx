import { Form } from "react-router";
import { primaryButton, TextField } from "../auth/fields";
import { CsrfField } from "../../lib/csrf";

/**
 * Shown to an employer waiting to join a company whose website is on their e-mail's domain: proving
 * the address by a mailed code lets them in at once (decision 063). Two plain forms: works without JavaScript.
 */
export function VerifyEmailToJoin({ companyName, email, codeError }: { companyName: string; email: string; codeError?: string }) {
  return (
    <section aria-labelledby="verify-email-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="verify-email-heading" className="text-lg font-semibold text-slate-900">Join {companyName} at once</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your e-mail {email} is on {companyName}'s website domain. Verify it with a code we e-mail you, and you join without waiting for approval.
      </p>
      <Form method="post" className="mt-4">
        <CsrfField />
        <input type="hidden" name="intent" value="send-email-code" />
        <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-500">
          E-mail me a code
        </button>
      </Form>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value="verify-email-code" />
        <TextField label="Verification code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} error={codeError} />
        <button type="submit" className={`${primaryButton} w-auto`}>
          Verify e-mail
        </button>
      </Form>
    </section>
  );
}
