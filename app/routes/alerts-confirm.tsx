import { Link, data } from "react-router";
import type { Route } from "./+types/alerts-confirm";
import { readForm } from "../lib/form.server";
import { confirmAlerts, previewConfirmation } from "../../core/alerts";
import { ALERT_MESSAGES } from "../../core/alerts/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertLinkPage, AlertNames } from "../components/alerts/alert-link-page";

const noStore = { "Cache-Control": "no-store" };

/** Double opt-in, step two: the mailed link lists the alerts it starts; the button (a POST) starts them. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const preview = await previewConfirmation(token);
  return data({ token, preview }, { status: preview.ok ? 200 : 400, headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const token = String((await readForm(request)).get("token") ?? "");
  const outcome = await confirmAlerts(token);
  return data(outcome, { status: outcome.ok ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your job alert | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function AlertsConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <AlertLinkPage title="Your alert is on" tone="success">
        <p>Confirmed for {actionData.email}. We will e-mail you new jobs for:</p>
        <AlertNames alerts={actionData.alerts} />
        <p className="mt-4">
          <Link
            to={`/alerts?token=${encodeURIComponent(actionData.manageToken)}`}
            className="font-medium text-brand-700 underline"
          >
            Manage your alerts
          </Link>
        </p>
      </AlertLinkPage>
    );
  }
  if (actionData || !loaderData.preview.ok) {
    return (
      <AlertLinkPage title="This link does not work" tone="error">
        {ALERT_MESSAGES.invalidConfirmation}
      </AlertLinkPage>
    );
  }
  const { preview, token } = loaderData;
  return (
    <AlertLinkPage title="Confirm your job alert" token={token} button="Confirm and start">
      <p>Start e-mailing new jobs to {preview.email} for:</p>
      <AlertNames alerts={preview.alerts} />
    </AlertLinkPage>
  );
}
