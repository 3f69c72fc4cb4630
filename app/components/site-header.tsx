import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from "../../core/shared/constants";
import type { RootData } from "../lib/root-data";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { UserMenu } from "./user-menu";
import { SiteLink } from "../lib/site-links";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * SPEC §2 header: fixed, 64 px, logo home. From 992 px Login / Sign Up or the
 * user menu; below it a hamburger that opens the 300 px side menu. The layout
 * switch is CSS; the menu closes itself when a resize (debounced 200 ms)
 * reaches the desktop width.
 */
export function SiteHeader() {
  const data = useRouteLoaderData<RootData>("root");
  const user = data?.user ?? null;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The page the menu was opened on: any navigation (back/forward included) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);

  const closeMenu = useCallback((options?: { restoreFocus?: boolean }) => {
    setOpenOn(null);
    if (options?.restoreFocus !== false) hamburgerRef.current?.focus();
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth >= MOBILE_BREAKPOINT_PX) setOpenOn(null);
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="hidden items-center gap-2 nav:flex">
          {user ? (
            <UserMenu user={user} variant="desktop" />
          ) : (
            <nav aria-label="Account" className="flex items-center gap-2">
              <SiteLink
                to="/login"
                className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 hover:text-slate-900"
              >
                Login
              </SiteLink>
              <SiteLink
                to="/register"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
              >
                Sign Up
              </SiteLink>
            </nav>
          )}
        </div>
        <button
          ref={hamburgerRef}
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 transition hover:bg-slate-100 nav:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen(true)}
        >
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} user={user} onClose={closeMenu} />
    </header>
  );
}
