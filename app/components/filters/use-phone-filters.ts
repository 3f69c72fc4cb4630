import { useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "../auth/use-zod-form";

/**
 * Whether a phone's filters are open above the results (issue 33). Opening moves focus into them; applying them from
 * the open panel (its Apply button) closes it and lands on the results (issue 44), once the panel is out of the way,
 * so that the page neither stays on the filters nor scrolls to where the results were before the panel closed.
 * Before hydration the panel is always in the page (after the results), reached by a plain link.
 */
export function usePhoneFilters(panel: RefObject<HTMLElement | null>, results: RefObject<HTMLElement | null>) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const landing = useRef(false);
  useEffect(() => {
    if (open) panel.current?.focus();
    else if (landing.current) results.current?.focus();
    landing.current = false;
  }, [open, panel, results]);
  return {
    hydrated,
    open,
    toggle: () => setOpen((now) => !now),
    // Only from the open phone panel: on a desktop the filters sit beside the results and focus stays where it is.
    land: () => {
      if (!open) return;
      landing.current = true;
      setOpen(false);
    },
  };
}
