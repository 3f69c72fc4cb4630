import { data } from "react-router";
import type { Route } from "./+types/alerts-unsubscribe";
import { readForm } from "../lib/form.server";
import { previewUnsubscribe, unsubscribe, unsubscribeTarget } from "../../core/alerts";
import { ALERT_MESSAGES } from "../../core/alerts/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertLinkPage, AlertNames } from "../components/alerts/alert-link-page";

const noStore = { "Cache-Control": "no-store" };

/** The unsubscribe and 'stop all' links of alert mail: a GET shows what would end, the button (a POST) ends it. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = unsubscribeTarget(token);
  const alerts = target ? await previewUnsubscribe(target) : [];
  return data(
    { token, valid: Boolean(target), all: target?.kind === "all", alerts },
    { status: target ? 200 : 400, headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  // The token rides in the form (the confirm button) or in the URL itself (a POST to the mail's link).
  const target = unsubscribeTarget(
    String((await readForm(request)).get("token") ?? new URL(request.url).searchParams.get("token") ?? ""),
  );
  if (!target) return data({ ended: null }, { status: 400, headers: noStore });
  return data({ ended: await unsubscribe(target) }, { headers: noStore });
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid || actionData?.ended === null) {
    return (
      <AlertLinkPage title="This link does not work" tone="error">
        {ALERT_MESSAGES.invalidLink}
      </AlertLinkPage>
    );
  }
  if (actionData?.ended) {
    return (
      <AlertLinkPage title="You are unsubscribed" tone="success">
        {actionData.ended.length ? (
          <>
            <p>You will get no more e-mails for:</p>
            <AlertNames alerts={actionData.ended} />
          </>
        ) : (
          ALERT_MESSAGES.alreadyEnded
        )}
      </AlertLinkPage>
    );
  }
  if (loaderData.alerts.length === 0) {
    return <AlertLinkPage title="Nothing to unsubscribe">{ALERT_MESSAGES.alreadyEnded}</AlertLinkPage>;
  }
  return (
    <AlertLinkPage
      title={loaderData.all ? "Stop all job alerts?" : "Unsubscribe from this alert?"}
      token={loaderData.token}
      button={loaderData.all ? "Stop all alerts" : "Unsubscribe"}
    >
      <p>{loaderData.all ? "Every alert of this address ends:" : "This alert ends; your other alerts carry on:"}</p>
      <AlertNames alerts={loaderData.alerts} />
    </AlertLinkPage>
  );
}
