// Placeholder: owned by the accounts work (ends the session, returns home).
import { redirect } from "react-router";
export function action() {
  return redirect("/");
}
export function loader() {
  return redirect("/");
}
