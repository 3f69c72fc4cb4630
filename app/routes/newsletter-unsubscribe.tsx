import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/newsletter.schema";
import { unsubscribe } from "../../core/newsletter/newsletter.service";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { NewsletterOutcome } from "../components/newsletter-outcome";
import { originFrom, pageMeta } from "../lib/seo";

async function run(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const done = await unsubscribe(token);
  return data({ done }, { status: done ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

/** The unsubscribe link in every mail: one click (a GET) unsubscribes. */
export async function loader({ request }: Route.LoaderArgs) {
  return run(request);
}

/** The same by POST, for mail clients' one-click unsubscribe (RFC 8058). */
export async function action({ request }: Route.ActionArgs) {
  return run(request);
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
  const done = (actionData ?? loaderData).done;
  return done ? (
    <NewsletterOutcome tone="success" title="You are unsubscribed" message={NEWSLETTER_MESSAGES.unsubscribed} offerSignUp signUpLabel="Unsubscribed by mistake? Sign up again:" />
  ) : (
    <NewsletterOutcome tone="error" title="This link does not work" message={NEWSLETTER_MESSAGES.invalidUnsubscribe} />
  );
}
