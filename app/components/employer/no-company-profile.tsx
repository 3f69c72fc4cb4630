import { Alert } from "../auth/fields";
import { VerifyEmailToJoin } from "./verify-email-to-join";

interface NoCompanyProfileProps {
  /** The employer asked to join a company and waits for approval. */
  waiting: boolean;
  /** A pending request to a company on the employer's own e-mail domain: they may join at once by proving the address. */
  join: { companyName: string; email: string; sameDomain: boolean } | null;
  done?: string;
  formError?: string;
  codeError?: string;
}

/** /dashboard/company for an account with no company to manage: why, and a quicker way in when there is one. */
export function NoCompanyProfile({ waiting, join, done, formError, codeError }: NoCompanyProfileProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Company profile</h1>
      <div className="mt-6">
        <Alert tone="info">
          {waiting
            ? "Your request to join the company is waiting for approval."
            : "Company profiles belong to employer accounts."}
        </Alert>
      </div>
      {done ? (
        <div className="mt-4">
          <Alert tone="success">{done}</Alert>
        </div>
      ) : null}
      {formError ? (
        <div className="mt-4">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      {join?.sameDomain ? (
        <VerifyEmailToJoin companyName={join.companyName} email={join.email} codeError={codeError} />
      ) : null}
    </div>
  );
}
