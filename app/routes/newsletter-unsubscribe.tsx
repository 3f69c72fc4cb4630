import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/browser";
import { newsletterLinkWorks, unsubscribe } from "../../core/newsletter";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { NewsletterLinkForm } from "../components/newsletter-link-form";
import { NewsletterOutcome } from "../components/newsletter-outcome";
import { originFrom, pageMeta } from "../lib/seo";
import { readForm } from "../lib/form.server";

const noStore = { "Cache-Control": "no-store" };

/** The unsubscribe link in every mail shows one button; a GET alone changes nothing (mail scanners open links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const works = await newsletterLinkWorks("unsubscribe", token);
  return data({ token, works }, { status: works ? 200 : 400, headers: noStore });
}

/** The button's POST, and mail clients' one-click unsubscribe (RFC 8058) with the token in the URL. */
export async function action({ request }: Route.ActionArgs) {
  const fromForm = (await readForm(request)).get("token");
  const token = typeof fromForm === "string" ? fromForm : (new URL(request.url).searchParams.get("token") ?? "");
  const done = await unsubscribe(token);
  return data({ done }, { status: done ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Unsubscribe | ${PRODUCT_NAME}`,
    description: `Unsubscribe from the ${PRODUCT_NAME} newsletter.`,
    path: "/newsletter/unsubscribe",
    origin: originFrom(matches),
    noindex: true,
  });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done) {
    return (
      <NewsletterOutcome
        tone="success"
        title="You are unsubscribed"
        message={NEWSLETTER_MESSAGES.unsubscribed}
        offerSignUp
        signUpLabel="Unsubscribed by mistake? Sign up again:"
      />
    );
  }
  if (actionData || !loaderData.works)
    return (
      <NewsletterOutcome
        tone="error"
        title="This link does not work"
        message={NEWSLETTER_MESSAGES.invalidUnsubscribe}
      />
    );
  return (
    <NewsletterLinkForm
      title="Unsubscribe from the newsletter"
      message="You will get no more newsletter mail from us."
      token={loaderData.token}
      button="Unsubscribe"
    />
  );
}
