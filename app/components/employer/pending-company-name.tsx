import { EmailCodeForms } from "../auth/email-code-forms";

/**
 * On a verified company's page (decision 163): its new name waits for our team, or for one of its
 * employers to prove the company's domain again with a mailed code. Plain forms: works without JavaScript.
 */
export function PendingCompanyName({
  current,
  pending,
  canProve,
  codeError,
}: {
  current: string;
  pending: string;
  canProve: boolean;
  codeError?: string;
}) {
  return (
    <section
      aria-labelledby="pending-name-heading"
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <h2 id="pending-name-heading" className="text-lg font-semibold text-slate-900">
        New name waiting for approval
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your company is verified, so its new name “{pending}” waits before job seekers see it; until then the board
        shows “{current}”.
        {canProve
          ? " Prove your company's domain again with a code to your address, or wait for our team to review it."
          : " Our team reviews it."}
      </p>
      {canProve ? (
        <EmailCodeForms
          sendLabel="E-mail me a code to confirm the new name"
          verifyLabel="Confirm new name"
          codeError={codeError}
          intents={["send-rename-code", "confirm-rename-code"]}
        />
      ) : null}
    </section>
  );
}
