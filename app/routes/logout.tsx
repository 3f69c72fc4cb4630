import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/logout";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { primaryButton } from "../components/auth/fields";
import { CsrfField } from "../lib/csrf";
import { isCsrfValid } from "../lib/csrf.server";
import { endSession, getCurrentUser } from "../lib/session.server";
import { readForm } from "../lib/form.server";

export const meta = () => [{ title: `Logout | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

/**
 * POST /logout (the user menu's form, carrying the CSRF field): ends the
 * session on the server and returns home. A post without a valid CSRF token
 * (an old page, another site) ends nothing and asks the user to confirm here.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!isCsrfValid(request, form)) {
    return data({ message: "Please confirm that you want to log out." }, { status: 403 });
  }
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}

/** Opening /logout signs nobody out by itself (a link or an image must not); it offers the button. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getCurrentUser(request))) throw redirect("/");
  return null;
}

export default function Logout() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Log out of {PRODUCT_NAME}?</h1>
      <p className="mt-2 text-slate-600">{actionData?.message ?? "You can log in again at any time."}</p>
      <Form method="post" action="/logout" className="mt-6">
        <CsrfField />
        <button type="submit" className={primaryButton}>
          Logout
        </button>
      </Form>
    </div>
  );
}
