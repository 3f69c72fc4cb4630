import { redirect } from "react-router";

// SPEC §2: any other path redirects to home.
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
