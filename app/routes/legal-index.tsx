import { redirect } from "react-router";

// SPEC §2: an empty legal child path redirects to privacy-policy.
export function loader() {
  return redirect("/legal/privacy-policy");
}
