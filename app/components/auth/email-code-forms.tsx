import { Form } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { primaryButton, TextField } from "./fields";

/**
 * The two plain forms of the e-mailed code flow (decision 063): send a code to the address, then enter it.
 * The page's action reads intent 'send-email-code' and 'verify-email-code' (with `code`). Works without JavaScript.
 * Used to join a company at once and to verify a company by its domain.
 */
export function EmailCodeForms({
  sendLabel,
  verifyLabel,
  codeError,
  intents = ["send-email-code", "verify-email-code"],
}: {
  sendLabel: string;
  verifyLabel: string;
  codeError?: string;
  intents?: [send: string, verify: string];
}) {
  return (
    <>
      <Form method="post" className="mt-4">
        <CsrfField />
        <input type="hidden" name="intent" value={intents[0]} />
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-500"
        >
          {sendLabel}
        </button>
      </Form>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value={intents[1]} />
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          error={codeError}
        />
        <button type="submit" className={`${primaryButton} w-auto`}>
          {verifyLabel}
        </button>
      </Form>
    </>
  );
}
