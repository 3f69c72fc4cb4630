// Placeholder: owned by the search work (records the click, redirects to the job's own URL).
import { redirect } from "react-router";
export function loader() {
  return redirect("/not-found");
}
