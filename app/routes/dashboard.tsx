import { Link, NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { boardHour } from "../../core/shared/board-time";
import { useReaderTimeZone } from "../lib/reader-time";
import { requireUser } from "../lib/session.server";

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.name, role: user.role };
}

/** SPEC §2: before 12 'Good morning', before 18 'Good afternoon', else 'Good evening'. */
export function timeOfDayGreeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

export default function Dashboard() {
  const { name, role } = useLoaderData<typeof loader>();
  // India's time of day (the server's render and hydration), then the reader's own clock where the browser names a zone.
  const readerZone = useReaderTimeZone();
  const greeting = timeOfDayGreeting(readerZone ? new Date().getHours() : boardHour());
  const tab = ({ isActive }: { isActive: boolean }) =>
    `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ` +
    `transition ${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-medium text-slate-500">{greeting}</p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Hello, {name?.trim() || "there"}</h1>
      <Link to="/settings" className="text-sm font-semibold text-brand-700 hover:underline">
        Account settings
      </Link>
      <nav
        aria-label="Dashboard"
        className="mt-6 flex gap-2 overflow-x-auto whitespace-nowrap border-b border-slate-200"
      >
        <NavLink to="/dashboard/jobs" className={tab}>
          Recommended Jobs
        </NavLink>
        <NavLink to="/dashboard/saved" className={tab}>
          Saved Jobs
        </NavLink>
        <NavLink to="/dashboard/profile" className={tab}>
          My Profile
        </NavLink>
        <NavLink to="/dashboard/alerts" className={tab}>
          My alerts
        </NavLink>
        <NavLink to="/dashboard/applications" className={tab}>
          Applications
        </NavLink>
      </nav>
      {role !== "candidate" ? (
        <nav aria-label="Hiring" className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
          <Link to="/dashboard/jobs-list" className="text-brand-700 hover:underline">
            My Job Postings
          </Link>
          <Link to="/dashboard/create-a-job" className="text-brand-700 hover:underline">
            Post a Job
          </Link>
          <Link to="/dashboard/company" className="text-brand-700 hover:underline">
            Company profile
          </Link>
          {role === "admin" ? (
            <Link to="/admin" className="text-brand-700 hover:underline">
              Admin
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
