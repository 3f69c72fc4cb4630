import type { Route } from "./+types/dashboard-profile";
import { PROFILE_MESSAGES } from "../../core/profiles/browser";
import { Alert } from "../components/auth/fields";
import { ProfileEditor } from "../components/profile/profile-editor";
import { profileAction, profileLoader } from "../lib/profile-page.server";

export const loader = ({ request }: Route.LoaderArgs) => profileLoader(request);
export const action = ({ request }: Route.ActionArgs) => profileAction(request);

/** The dashboard's 'My Profile' tab: the same profile editor as /profile. */
export default function DashboardProfile() {
  return (
    <section aria-labelledby="dashboard-profile-heading">
      <h2 id="dashboard-profile-heading" className="mb-4 text-xl font-semibold text-slate-900">
        My Profile
      </h2>
      <ProfileEditor />
    </section>
  );
}

export function ErrorBoundary() {
  return <Alert tone="error">{PROFILE_MESSAGES.loadFailed}</Alert>;
}
