/**
 * Rebuilds an uploaded SVG logo from an allowlist (issue 27, decision 127): DOMPurify (the maintained
 * sanitiser, with its SVG profile) over jsdom. The text is parsed as HTML, so a namespace prefix
 * (`<x:script>`, `<h:iframe>`) makes an unknown element that the allowlist drops, entities are decoded
 * before attribute values are checked (an entity-encoded `javascript:` is seen as what it is), and a
 * DOCTYPE's internal entities are never expanded. Links may only point inside the file ('#id'). The
 * result is serialised as XML (with the SVG namespace), so it stays a standalone image.
 */
let purifier: Promise<{ clean: (svg: string) => string | null }> | undefined;

async function makePurifier() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "href" || data.attrName === "xlink:href") {
      if (!data.attrValue.trim().startsWith("#")) data.keepAttr = false;
    }
    if (data.attrName === "style" && /url\s*\(|@import|expression/i.test(data.attrValue)) data.keepAttr = false;
  });
  const serializer = new window.XMLSerializer();
  return {
    clean(svg: string): string | null {
      const fragment = purify.sanitize(svg, {
        USE_PROFILES: { svg: true, svgFilters: true },
        FORBID_TAGS: [
          "style",
          "foreignObject",
          "image",
          "a",
          "script",
          "animate",
          "set",
          "animateTransform",
          "animateMotion",
        ],
        FORBID_ATTR: ["onload", "onerror", "onclick"],
        RETURN_DOM_FRAGMENT: true,
      });
      const root = fragment.firstElementChild;
      if (!root || root.localName !== "svg" || fragment.children.length !== 1) return null;
      return serializer.serializeToString(root);
    },
  };
}

/** The SVG rebuilt from the allowlist, or null when nothing that is an SVG image is left. */
export async function sanitiseSvg(svg: string): Promise<string | null> {
  purifier ??= makePurifier();
  return (await purifier).clean(svg);
}
