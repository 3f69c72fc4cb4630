import { createContext, useContext, useState } from "react";

/**
 * The site's whole stylesheet (Tailwind's output, about 44 kB, 8 kB compressed) is written into every
 * page's <head> instead of being linked (docs/decisions/097): a linked stylesheet blocks the first paint
 * for one more round trip, which on a phone's network is most of the time to the first paint.
 * entry.server.tsx provides the text; in the browser it is already in the page and hydrates as it is.
 */
export interface StylesheetChoice {
  /** The stylesheet's text when it is written into the page; empty when the page links it. */
  text: string;
  /** True when the page links the immutable file instead (lib/public-pages.ts: a navigation from this site). */
  linked: boolean;
}
const StylesheetText = createContext<StylesheetChoice | null>(null);
export const StylesheetTextProvider = StylesheetText.Provider;

// A data attribute, not an id: should React ever render the head again beside the server's (a hydration fallback),
// two elements with one id would make the page invalid; the attribute only marks which element is the stylesheet.
const MARK = "data-site-css";

/**
 * The stylesheet once a visit (decision 120): a page reached from elsewhere carries it inline, and asks the browser to
 * fetch the immutable, precompressed file (`href`, hashed under /assets) when it is idle; a page reached from another
 * page of the site links that file, which the browser already holds, instead of carrying 41 kB again.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const serverChoice = useContext(StylesheetText);
  // Read once: React never changes this element after hydration.
  const [choice] = useState<StylesheetChoice>(() => {
    if (serverChoice) return serverChoice;
    const element = typeof document === "undefined" ? null : document.querySelector(`[${MARK}]`);
    return element?.tagName === "LINK"
      ? { text: "", linked: true }
      : { text: element?.textContent ?? "", linked: false };
  });
  if (choice.linked) return <link {...{ [MARK]: "" }} rel="stylesheet" href={href} />;
  return (
    <>
      <style {...{ [MARK]: "" }} dangerouslySetInnerHTML={{ __html: choice.text }} />
      <link rel="prefetch" href={href} />
    </>
  );
}
