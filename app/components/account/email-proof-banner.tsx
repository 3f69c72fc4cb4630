import { Form, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/root-data";
import { CsrfField } from "../../lib/csrf";

/**
 * 'Please prove your e-mail address' on every page (issue 28, decision 110) for a signed-in account whose
 * address is not proved. 'Send me a code' is a plain form that posts the settings page's own `proof-send`
 * intent to /settings (no JavaScript needed; the CSRF field as on every signed-in form), so the answer is the
 * settings page, where the code is entered. The flag comes from the root loader, read only for a signed-in
 * session: a guest's (cacheable) page never holds it. /settings shows its own, fuller banner instead.
 */
export function EmailProofBanner() {
  const data = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  if (!data?.user || !data.emailUnproved || pathname === "/settings") return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <section
        aria-labelledby="email-proof-banner-heading"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3"
      >
        <h2 id="email-proof-banner-heading" className="text-sm font-semibold text-amber-900">
          Please prove your e-mail address
        </h2>
        <p className="text-sm text-amber-900">We have not yet checked that {data.user.email} is yours.</p>
        <Form method="post" action="/settings" className="sm:ml-auto">
          <CsrfField />
          <button
            type="submit"
            name="intent"
            value="proof-send"
            className={
              "rounded-lg border border-amber-400 bg-white px-3 py-1.5 text-sm font-semibold " +
              "text-amber-900 hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 " +
              "focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            }
          >
            Send me a code
          </button>
        </Form>
      </section>
    </div>
  );
}
