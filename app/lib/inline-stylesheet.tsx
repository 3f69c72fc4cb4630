import { createContext, useContext, useState } from "react";

/**
 * The site's whole stylesheet (Tailwind's output, about 44 kB, 8 kB compressed) is written into every
 * page's <head> instead of being linked (docs/decisions/097): a linked stylesheet blocks the first paint
 * for one more round trip, which on a phone's network is most of the time to the first paint.
 * entry.server.tsx provides the text; in the browser it is already in the page and hydrates as it is.
 */
const StylesheetText = createContext<string | null>(null);
export const StylesheetTextProvider = StylesheetText.Provider;

const ELEMENT_ID = "site-css";

export function InlineStylesheet() {
  const serverText = useContext(StylesheetText);
  // Read once: React never changes this element after hydration.
  const [text] = useState(() => serverText ?? (typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? "")));
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
