import { Outlet } from "react-router";
import type { Route } from "./+types/guarded";
import { requireUser } from "../lib/session.server";

/** Every child of this layout needs a signed-in user; guests are redirected before content is sent. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Guarded() {
  return <Outlet />;
}
