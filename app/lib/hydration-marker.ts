import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "../../core/shared/constants";

/**
 * Marks <html> once React has hydrated the page. Until then every form on the page is a
 * plain HTML form (they all work without JavaScript), so a click lands as a full-page
 * post instead of going through the page's script. Browser tests wait for this mark
 * before they interact, so that they test the page they mean to.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
