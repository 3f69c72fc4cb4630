import { Form, Link } from "react-router";
import type { RootData } from "../root";

type User = NonNullable<RootData["user"]>;

/** SPEC §3 display name: the name, else the e-mail's local part, else 'User'; words capitalised. */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const raw = user.name?.trim() || user.email?.split("@")[0]?.trim() || "User";
  return raw
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * The signed-in part of the header. Stands in for the accounts feature's
 * UserMenu until it exists: desktop shows the name with Dashboard, Profile and
 * Logout; mobile lists the same items.
 */
export function HeaderUserMenu({ user, variant, onNavigate }: { user: User; variant: "desktop" | "mobile"; onNavigate?: () => void }) {
  const name = displayName(user);
  if (variant === "mobile") {
    const item = "flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 transition hover:bg-slate-100";
    return (
      <>
        <Link to="/dashboard" onClick={onNavigate} className={item}>
          Dashboard
        </Link>
        <Link to="/profile" onClick={onNavigate} className={item}>
          Profile
        </Link>
        <Form method="post" action="/logout" onSubmit={onNavigate}>
          <button type="submit" className={item}>
            Logout
          </button>
        </Form>
      </>
    );
  }
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        <span className="max-w-[120px] truncate">{name || "Account"}</span>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="absolute right-0 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        <Link to="/dashboard" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
          Dashboard
        </Link>
        <Link to="/profile" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
          Profile
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100">
            Logout
          </button>
        </Form>
      </div>
    </details>
  );
}
