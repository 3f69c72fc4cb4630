import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/browser";
import { confirmSubscription, newsletterLinkWorks } from "../../core/newsletter";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { NewsletterLinkForm } from "../components/newsletter-link-form";
import { NewsletterOutcome } from "../components/newsletter-outcome";
import { originFrom, pageMeta } from "../lib/seo";
import { readForm } from "../lib/form.server";

const noStore = { "Cache-Control": "no-store" };

/** Double opt-in, step two: the mailed link shows a Confirm button; pressing it confirms (a GET alone changes nothing). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const works = await newsletterLinkWorks("confirm", token);
  return data({ token, works }, { status: works ? 200 : 400, headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const token = String((await readForm(request)).get("token") ?? "");
  const outcome = await confirmSubscription(token);
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Confirm your subscription | ${PRODUCT_NAME}`,
    description: `Confirm your ${PRODUCT_NAME} newsletter subscription.`,
    path: "/newsletter/confirm",
    origin: originFrom(matches),
    noindex: true,
  });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.outcome === "confirmed")
    return <NewsletterOutcome tone="success" title="You are subscribed" message={NEWSLETTER_MESSAGES.confirmed} />;
  if (actionData || !loaderData.works)
    return (
      <NewsletterOutcome
        tone="error"
        title="This link does not work"
        message={NEWSLETTER_MESSAGES.invalidLink}
        offerSignUp
      />
    );
  return (
    <NewsletterLinkForm
      title="Confirm your subscription"
      message={`One click and new startup jobs from ${PRODUCT_NAME} arrive in your inbox once a week.`}
      token={loaderData.token}
      button="Confirm subscription"
    />
  );
}
