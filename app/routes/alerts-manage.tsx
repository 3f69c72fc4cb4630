import { data } from "react-router";
import type { Route } from "./+types/alerts-manage";
import { readForm } from "../lib/form.server";
import { manageLinkEmail } from "../../core/alerts";
import { ALERT_MESSAGES } from "../../core/alerts/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertLinkPage } from "../components/alerts/alert-link-page";
import { AlertManager } from "../components/alerts/alert-manager";
import { loadAlertManager, runAlertAction } from "../lib/alert-actions.server";

const noStore = { "Cache-Control": "no-store" };

/** /alerts?token=…: a guest's alerts, opened from the signed link in every alert mail (no account needed). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = manageLinkEmail(token);
  if (!email) return data({ valid: false as const }, { status: 400, headers: noStore });
  return data({ valid: true as const, token, email, ...(await loadAlertManager({ email })) }, { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = manageLinkEmail(String(form.get("token") ?? ""));
  if (!email) return data({ ok: false, message: ALERT_MESSAGES.invalidLink }, { status: 400 });
  const { result, status } = await runAlertAction(form, { email });
  return data(result, { status });
}

export const meta: Route.MetaFunction = () => [
  { title: `My alerts | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function AlertsManage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <AlertLinkPage title="This link does not work" tone="error">
        {ALERT_MESSAGES.invalidLink}
      </AlertLinkPage>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">My alerts</h1>
      <p className="mt-1 text-sm text-slate-600">Job alerts e-mailed to {loaderData.email}.</p>
      <AlertManager
        alerts={loaderData.alerts}
        options={loaderData.options}
        token={loaderData.token}
        result={actionData}
      />
    </div>
  );
}
