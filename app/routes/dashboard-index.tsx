import { redirect } from "react-router";

// SPEC §2: the dashboard's empty child path redirects to 'jobs'.
export function loader() {
  return redirect("/dashboard/jobs");
}
