import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { requestMeta } from "../../core/accounts/browser";
import { NEWSLETTER_MESSAGES, subscribeSchema } from "../../core/newsletter/browser";
import { requestSubscription } from "../../core/newsletter";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { NewsletterForm, type NewsletterResult } from "../components/newsletter-form";
import { publicOrigin } from "../../config/env";
import { originFrom, pageMeta } from "../lib/seo";
import { readForm } from "../lib/form.server";

/**
 * The newsletter sign-up action. The footer form posts here (with JavaScript
 * through a fetcher, without it as a plain form post that renders this page).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const answer = (result: NewsletterResult, status = 200) => data(result, { status });
  // The hidden field people never see: a bot filled it. Answer as if it worked.
  if (String(form.get("website") ?? "") !== "") return answer({ ok: true, message: NEWSLETTER_MESSAGES.checkInbox });
  const parsed = subscribeSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return answer({ ok: false, message: NEWSLETTER_MESSAGES.invalidEmail }, 400);
  const result = await requestSubscription({
    email: parsed.data.email,
    ip: requestMeta(request).ip,
    origin: publicOrigin(),
  });
  if (!result.ok)
    return data({ ok: false, message: result.message } satisfies NewsletterResult, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  return answer({ ok: true, message: NEWSLETTER_MESSAGES.checkInbox });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Newsletter | ${PRODUCT_NAME}`,
    description: `Get new startup jobs from ${PRODUCT_NAME} in your inbox once a week. Confirm your address once and unsubscribe at any time with one click.`,
    path: "/newsletter",
    origin: originFrom(matches),
  });

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">The {PRODUCT_NAME} newsletter</h1>
      <p className="mt-4 text-lg text-slate-600">
        Fresh openings at startups, once a week. We send a confirmation link first, so nobody can sign you up without
        your say, and every e-mail has a one-click unsubscribe link.
      </p>
      <div className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
        <NewsletterForm
          idPrefix="newsletter-page"
          result={actionData}
          autoFocus={Boolean(actionData && !actionData.ok)}
        />
      </div>
    </section>
  );
}
