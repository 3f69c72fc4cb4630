import { EmailCodeForms } from "../auth/email-code-forms";

/**
 * Shown to an employer waiting to join a company whose website is on their e-mail's domain: proving
 * the address by a mailed code lets them in at once (decision 063). Two plain forms: works without JavaScript.
 */
export function VerifyEmailToJoin({
  companyName,
  email,
  codeError,
}: {
  companyName: string;
  email: string;
  codeError?: string;
}) {
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="verify-email-heading" className="text-lg font-semibold text-slate-900">
        Join {companyName} at once
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your e-mail {email} is on {companyName}'s website domain. Verify it with a code we e-mail you, and you join
        without waiting for approval.
      </p>
      <EmailCodeForms sendLabel="E-mail me a code" verifyLabel="Verify e-mail" codeError={codeError} />
    </section>
  );
}
