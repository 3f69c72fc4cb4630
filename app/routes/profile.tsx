import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/profile";
import { PROFILE_MESSAGES } from "../../core/profiles/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { Alert } from "../components/auth/fields";
import { ProfileEditor } from "../components/profile/profile-editor";
import { profileAction, profileLoader } from "../lib/profile-page.server";

export const meta: Route.MetaFunction = () => [
  { title: `Profile | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => profileLoader(request);
export const action = ({ request }: Route.ActionArgs) => profileAction(request);

/** /profile (guarded): the candidate profile and resume (SPEC §2, §5). */
export default function Profile() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Profile</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">
        Your candidate profile as employers and recommendations see it.
      </p>
      <ProfileEditor />
    </div>
  );
}

/** SPEC §8: a profile that cannot be loaded says so (a redirect to /login is not an error and passes through). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">My Profile</h1>
      <Alert tone="error">{PROFILE_MESSAGES.loadFailed}</Alert>
    </div>
  );
}
