import { Form } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { CodeField, primaryButton, secondaryButton } from "../auth/fields";
import { Outcome, sectionErrors, type SectionProps } from "./section";

/** Until the account's address is proved: a banner that sends a code and takes it back (decision 110). */
export function ProofBanner({
  email,
  emailProved,
  result,
  busy,
}: SectionProps & { email: string; emailProved: boolean }) {
  if (emailProved) {
    // The code was right: the banner is gone, and this says why.
    return result?.section === "proof" ? (
      <div className="mt-6">
        <Outcome result={result} section="proof" />
      </div>
    ) : null;
  }
  return (
    <section aria-labelledby="proof-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="proof-heading" className="font-semibold text-amber-900">
        Please prove your e-mail address
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        We have not yet checked that {email} is yours. A code we send there proves it.
      </p>
      <div className="mt-3 space-y-3">
        <Outcome result={result} section="proof" />
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <CsrfField />
          <button type="submit" name="intent" value="proof-send" className={secondaryButton} disabled={busy}>
            Send me a code
          </button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <CsrfField />
          <CodeField label="Code from the e-mail" required error={sectionErrors(result, "proof").code} />
          <button type="submit" name="intent" value="proof-confirm" className={primaryButton} disabled={busy}>
            Prove my e-mail
          </button>
        </Form>
      </div>
    </section>
  );
}
