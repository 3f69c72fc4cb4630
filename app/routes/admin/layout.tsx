import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PRODUCT_NAME } from "../../../core/shared/constants";
import { requireAdmin } from "../../lib/admin.server";

export const meta = () => [{ title: `Admin | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const sections = [
  ["/admin", "Overview"],
  ["/admin/users", "Users"],
  ["/admin/jobs", "Jobs"],
  ["/admin/review", "Review"],
  ["/admin/companies", "Companies"],
  ["/admin/sources", "Sources"],
  ["/admin/mail", "Failed mail"],
] as const;

/** /admin: moderation and the collector's sources, admins only (others get the not-found page). */
export default function AdminLayout() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `-mb-px border-b-2 px-3 py-2 text-sm font-semibold ` +
    `${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label="Admin" className="flex flex-wrap gap-1 border-b border-slate-200">
        {sections.map(([to, label]) => (
          <NavLink key={to} to={to} end className={tab}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
