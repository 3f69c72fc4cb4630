import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/newsletter.schema";
import { confirmSubscription } from "../../core/newsletter/newsletter.service";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { NewsletterOutcome } from "../components/newsletter-outcome";
import { originFrom, pageMeta } from "../lib/seo";

/** Double opt-in, step two: the link in the confirmation mail lands here and confirms. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmSubscription(token);
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Confirm your subscription | ${PRODUCT_NAME}`,
    description: `Confirm your ${PRODUCT_NAME} newsletter subscription.`,
    path: "/newsletter/confirm",
    origin: originFrom(matches),
    noindex: true,
  });

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return loaderData.outcome === "confirmed" ? (
    <NewsletterOutcome tone="success" title="You are subscribed" message={NEWSLETTER_MESSAGES.confirmed} />
  ) : (
    <NewsletterOutcome tone="error" title="This link does not work" message={NEWSLETTER_MESSAGES.invalidLink} offerSignUp />
  );
}
