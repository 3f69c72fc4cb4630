import { EmailCodeForms } from "../auth/email-code-forms";
import { Alert } from "../auth/fields";
import type { CompanyVerificationState } from "../../../core/trust";

/**
 * On the employer's company page (issue 27): whether the company is verified, and if not how to verify
 * it with the existing e-mail code flow (decision 063) or why that cannot work (a free-mail address).
 * Plain forms: works without JavaScript.
 */
export function VerifyCompany({ state, codeError }: { state: CompanyVerificationState; codeError?: string }) {
  if (state.verified) {
    return (
      <div className="mt-4">
        <Alert tone="success">Verified employer: your jobs go live as soon as you post them.</Alert>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="verify-company-heading"
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <h2 id="verify-company-heading" className="text-lg font-semibold text-slate-900">
        Verify your company
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Until your company is verified, your jobs wait for review before job seekers see them.
        {state.websiteDomain
          ? ` A company is verified when one of its employers proves an address at ${state.websiteDomain}.`
          : " Add your website to verify the company by its domain."}
      </p>
      {state.websiteRefusal ? (
        <p className="mt-2 text-sm text-slate-700">{state.websiteRefusal}</p>
      ) : state.addressMatches && !state.emailProved ? (
        <EmailCodeForms
          sendLabel={`E-mail a code to ${state.email}`}
          verifyLabel="Verify company"
          codeError={codeError}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {state.personalMail
            ? `Your address ${state.email} is at a free or throwaway mail service, which cannot prove a company's ` +
              `domain. Sign up with your work address, or our team reviews your jobs one by one.`
            : `Your address ${state.email} is not at your company's domain, so our team reviews your jobs one by one.`}
        </p>
      )}
    </section>
  );
}
