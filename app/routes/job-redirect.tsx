// Placeholder: owned by the search work (redirects /job/{id} to the canonical detail page).
import { redirect } from "react-router";
export function loader() {
  return redirect("/not-found");
}
