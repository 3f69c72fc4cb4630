/**
 * A saved search's name as a confirmation mail may show it to an address that has not asked for
 * anything yet (decision 164). The search words are a stranger's: whatever in them a mail client
 * would turn into a link (an address with a scheme, www., an e-mail address, a host name with or without a path) is
 * replaced by "[link removed]", so the mail carries no link but our own. Escaping stays the mail's job.
 */
export const LINK_REMOVED = "[link removed]";

// A scheme followed by something (http://, mailto:x, javascript:x; not a trailing "Python:"), www. or an @.
const LINK_MARKS = /\p{L}[\p{L}\p{N}+.-]*:\S|www\.|@/iu;
// host.tld, with any dots a client might read as one (full stop, fullwidth and ideographic ones).
const HOST_SHAPED = /[\p{L}\p{N}-][.\u3002\uff0e\uff61][\p{L}\p{N}-]*\p{L}{2,}/u;
// Common technology names ("node.js", "vue.js") are not hosts: no client links a ".js".
const NOT_A_HOST = /^[\p{L}\p{N}-]+\.(?:js|ts|py)$/iu;

function looksLikeLink(word: string): boolean {
  if (LINK_MARKS.test(word)) return true;
  return HOST_SHAPED.test(word) && !NOT_A_HOST.test(word.replace(/[),.;:!?]+$/u, ""));
}

/** The name with every link-like word replaced, and repeated replacements folded into one. */
export function unlinkedName(name: string): string {
  const words = name.split(/\s+/u).filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    const next = looksLikeLink(word) ? LINK_REMOVED : word;
    if (next === LINK_REMOVED && out.at(-1) === LINK_REMOVED) continue;
    out.push(next);
  }
  return out.join(" ") || "All new jobs";
}
