import { useEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";

/**
 * Links to the site's own pages without a hook each (docs/decisions/152).
 *
 * React Router's `<Link>` calls six hooks per link (location, resolved path, href, click handler, prefetch, fetcher
 * state) on the server for every render and again in the browser for hydration and every navigation. A search page
 * has some sixty: they were a tenth of a job page's React render on a cache miss and a share of the search page's
 * blocking time. A `SiteLink` is a plain `<a href>` marked as the site's; one click listener on the document
 * (`useSiteLinkNavigation`, in the root layout) makes a plain click on any of them a client-side navigation, as
 * `<Link>` does. Before hydration, or without JavaScript, it is an ordinary link.
 *
 * `to` is the href as written: the browser resolves it, and a click navigates to what it resolved to (for the site's
 * absolute paths, as `<Link>` does). State, `replace`, `preventScrollReset`, route-relative paths and active states
 * (`<NavLink>`) stay `<Link>`'s job.
 */
export function SiteLink({ to, ...anchor }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  return <a {...anchor} href={to} data-site-link="" />;
}

/** A click that `<Link>` would handle itself: the main button, no modifier (a new tab or window), this window. */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !modified &&
    (!anchor.target || anchor.target === "_self") &&
    !anchor.hasAttribute("download")
  );
}

/** The site link a click landed on, if it is one to follow in the page. */
function siteLinkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest("a[data-site-link]");
  if (!(anchor instanceof HTMLAnchorElement) || !isPlainClick(event, anchor)) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/** Follows plain clicks on every `SiteLink` of the page with React Router's navigation. */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function follow(event: MouseEvent) {
      const anchor = siteLinkToFollow(event);
      if (!anchor) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As `<Link>`: a link to the page already shown replaces its history entry instead of adding one.
      void navigate(to, { replace: to === here });
    }
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
