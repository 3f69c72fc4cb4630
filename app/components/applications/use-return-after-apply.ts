import { useEffect, useRef } from "react";

/** The board's apply links (/jobs/{id}/apply): each records the click, then leads to the company's site in a new tab. */
const APPLY_PATH = /^\/jobs\/\d+\/apply$/;

function isApplyLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin && APPLY_PATH.test(link.pathname);
}

/**
 * Calls `onReturn` when the person comes back to this tab after following an apply link from it (issue 44): the tab
 * shown again (visibilitychange), the window focused again, or the page restored by Back from the back-forward cache.
 * Once per return (both events come on one), and only after an apply link was followed here: nothing is read on the
 * tab switches of someone who never left to apply.
 */
export function useReturnAfterApply(enabled: boolean, onReturn: () => void) {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    if (!enabled) return;
    let followedApply = false;
    let away = false;
    const followed = (event: MouseEvent) => {
      if (isApplyLink(event.target)) followedApply = true;
    };
    const left = () => {
      away = true;
    };
    const back = () => {
      if (document.visibilityState === "hidden") return left();
      if (!away || !followedApply) return;
      away = false;
      latest.current();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    document.addEventListener("click", followed, true);
    document.addEventListener("auxclick", followed, true);
    document.addEventListener("visibilitychange", back);
    window.addEventListener("blur", left);
    window.addEventListener("focus", back);
    window.addEventListener("pageshow", restored);
    return () => {
      document.removeEventListener("click", followed, true);
      document.removeEventListener("auxclick", followed, true);
      document.removeEventListener("visibilitychange", back);
      window.removeEventListener("blur", left);
      window.removeEventListener("focus", back);
      window.removeEventListener("pageshow", restored);
    };
  }, [enabled]);
}
