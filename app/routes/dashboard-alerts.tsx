import { data } from "react-router";
import type { Route } from "./+types/dashboard-alerts";
import { readForm } from "../lib/form.server";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertManager } from "../components/alerts/alert-manager";
import { loadAlertManager, runAlertAction } from "../lib/alert-actions.server";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { requireUser } from "../lib/session.server";

/** /dashboard/alerts: the signed-in user's job alerts. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return loadAlertManager({ userId: user.id });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) return data({ ok: false, message: CSRF_FAILED_MESSAGE }, { status: 403 });
  const { result, status } = await runAlertAction(form, { userId: user.id });
  return data(result, { status });
}

export const meta: Route.MetaFunction = () => [
  { title: `My alerts | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function DashboardAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="my-alerts-heading">
      <h2 id="my-alerts-heading" className="sr-only">
        My alerts
      </h2>
      <AlertManager alerts={loaderData.alerts} options={loaderData.options} result={actionData} />
    </section>
  );
}
