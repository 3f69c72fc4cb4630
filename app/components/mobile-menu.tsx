import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { SiteLink } from "../lib/site-links";
import type { RootData } from "../lib/root-data";
import { Logo } from "./logo";
import { UserMenu } from "./user-menu";

type User = NonNullable<RootData["user"]>;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * SPEC §2/§4 mobile side menu: 300 px, slides in from the right. Home, then the
 * account items. Closes on the backdrop, the close button, any item and Escape;
 * the page does not scroll while it is open; focus stays inside it.
 */
export function MobileMenu({
  id,
  open,
  user,
  onClose,
}: {
  id: string;
  open: boolean;
  user: User | null;
  onClose: (options?: { restoreFocus?: boolean }) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onClose]);

  function trapFocus(event: ReactKeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  // Following a link moves focus to the new page, so do not pull it back to the hamburger.
  const onItem = () => onClose({ restoreFocus: false });
  const itemClass =
    "flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 transition hover:bg-slate-100";

  return (
    <div className="nav:hidden">
      {open ? (
        <div
          data-testid="mobile-menu-backdrop"
          aria-hidden="true"
          onClick={() => onClose()}
          className="fixed inset-0 z-40 h-dvh animate-fade-in bg-slate-900/50"
        />
      ) : null}
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        hidden={!open}
        onKeyDown={trapFocus}
        className="fixed inset-y-0 right-0 z-50 flex h-dvh w-[300px] max-w-[85vw] animate-slide-in flex-col bg-white shadow-2xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <Logo onNavigate={onItem} />
          <button
            ref={closeRef}
            type="button"
            onClick={() => onClose()}
            aria-label="Close menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900"
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
          <SiteLink to="/" onClick={onItem} className={itemClass}>
            Home
          </SiteLink>
          {user ? (
            <UserMenu user={user} variant="mobile" onNavigate={onItem} />
          ) : (
            <>
              <SiteLink to="/login" onClick={onItem} className={itemClass}>
                Login
              </SiteLink>
              <SiteLink
                to="/register"
                onClick={onItem}
                className="mt-2 rounded-lg bg-brand-600 px-3 py-3 text-center text-base font-semibold text-white transition hover:bg-brand-700"
              >
                Sign Up
              </SiteLink>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}
