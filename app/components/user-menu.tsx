import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { displayName as displayNameOf } from "../../core/accounts/browser";
import { CsrfField } from "../lib/csrf";

export interface MenuUser {
  name: string | null;
  email: string;
  username: string | null;
}

/** SPEC §3: the name, else the part of the e-mail before the @, else 'User'; each word capitalised, the rest lowercased. */
export function displayName(user: { name?: string | null; email?: string | null } | null | undefined): string {
  return displayNameOf(user);
}

function LogoutForm({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <Form method="post" action="/logout" onSubmit={() => onNavigate?.()}>
      <CsrfField />
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}

/**
 * The signed-in user's menu (SPEC §2): on desktop a button with the display
 * name opening Dashboard, Profile, Saved Jobs and Logout; in the mobile side menu the same
 * items. Logout posts to /logout, which ends the session on the server.
 * The desktop menu is a <details> element, so it opens before scripts load.
 */
export function UserMenu({
  user,
  variant,
  onNavigate,
}: {
  user: MenuUser;
  variant: "desktop" | "mobile";
  onNavigate?: () => void;
}) {
  const name = displayName(user) || "Account";
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (variant !== "desktop") return;
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        element.open = false;
        element.querySelector("summary")?.focus();
        return;
      }
      if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [variant]);

  if (variant === "mobile") {
    const item =
      "flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 transition hover:bg-slate-100";
    return (
      <>
        <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
          Signed in as <span className="normal-case">{name}</span>
        </p>
        <Link to="/dashboard" onClick={onNavigate} className={item}>
          Dashboard
        </Link>
        <Link to="/profile" onClick={onNavigate} className={item}>
          Profile
        </Link>
        <Link to="/saved-jobs" onClick={onNavigate} className={item}>
          Saved Jobs
        </Link>
        <Link to="/dashboard/applications" onClick={onNavigate} className={item}>
          Applications
        </Link>
        <Link to="/settings" onClick={onNavigate} className={item}>
          Settings
        </Link>
        <LogoutForm className={item} onNavigate={onNavigate} />
      </>
    );
  }

  const closeMenu = () => {
    if (details.current) details.current.open = false;
    onNavigate?.();
  };
  const item =
    "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100";
  return (
    <details ref={details} className="relative" data-testid="user-menu">
      <summary
        className={
          "flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm " +
          "font-semibold text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        }
      >
        {/* Visible text inside the name, not an aria-label that differs from it (axe label-content-name-mismatch). */}
        <span className="sr-only">Account menu for </span>
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
        >
          {name.charAt(0)}
        </span>
        <span className="max-w-[120px] truncate">{name}</span>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-slate-500">{user.email}</p>
        <Link to="/dashboard" className={item} onClick={closeMenu}>
          Dashboard
        </Link>
        <Link to="/profile" className={item} onClick={closeMenu}>
          Profile
        </Link>
        <Link to="/saved-jobs" className={item} onClick={closeMenu}>
          Saved Jobs
        </Link>
        <Link to="/dashboard/applications" className={item} onClick={closeMenu}>
          Applications
        </Link>
        <Link to="/settings" className={item} onClick={closeMenu}>
          Settings
        </Link>
        <LogoutForm className={item} onNavigate={closeMenu} />
      </div>
    </details>
  );
}
