/**
 * A login returnUrl is followed only when it is a same-site relative path:
 * one leading slash, no scheme, no '//' or '/\' (protocol-relative), no control
 * characters. Anything else gives the fallback.
 */
export function safeReturnUrl(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = "http://same.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const result = url.pathname + url.search + url.hash;
    // Dot segments ('/.//x', '/%2e%2e//x') normalise into '//x': check what we return, not only what came in.
    if (result.startsWith("//") || result.startsWith("/\\")) return fallback;
    // The pages that make no sense to return to.
    if (/^\/(login|logout|register|forgot-password)(\/|$|\?)/.test(url.pathname)) return fallback;
    return result;
  } catch {
    return fallback;
  }
}
