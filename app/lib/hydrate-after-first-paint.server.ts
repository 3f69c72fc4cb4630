import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

/**
 * Moves React Router's hydration scripts behind the page's first paint (docs/decisions/097).
 *
 * `<Scripts />` writes a `<link rel="modulepreload">` for every module of the page (React hoists them
 * into <head>) and an inline module script whose static imports load the route modules and then the
 * client entry, which hydrates. The browser fetches all of that while it parses the head, and when the
 * modules are quick to arrive it runs them, and hydrates, before it paints anything: the page's text
 * waits on some 100 kB of JavaScript that it does not need (every page works without JavaScript).
 *
 * This stream rewrites the two: the preload links are dropped, and the module script's code is kept,
 * as a string, in a small loader that waits for the first frame (requestAnimationFrame, then a task)
 * and only then adds the preload links and the original module script (with the request's CSP nonce)
 * to <head>. Hydration is unchanged otherwise; it starts after the first paint instead of before it.
 * The module script keeps its place and attributes (React hydrates it with suppressHydrationWarning),
 * so React sees the document it rendered.
 */
export function hydrateAfterFirstPaint(nonce: string | undefined): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";

  function rewrite(text: string, final: boolean): string {
    let out = "";
    let rest = text;
    for (;;) {
      const match = TAG.exec(rest);
      if (!match) {
        // Hold back a tag that may be cut in two (the last "<" with no ">" after it).
        const cut = final ? -1 : openTagStart(rest);
        if (cut === -1) return out + rest;
        pending = rest.slice(cut);
        return out + rest.slice(0, cut);
      }
      out += rest.slice(0, match.index);
      if (match[1] !== undefined) {
        preloads.push(decodeAttribute(match[1]));
        rest = rest.slice(match.index + match[0].length);
        continue;
      }
      // The module script: its code runs up to the next </script> (React Router writes none inside it).
      const codeStart = match.index + match[0].length;
      const end = rest.indexOf("</script>", codeStart);
      if (end === -1) {
        if (final) return out + rest.slice(match.index);
        pending = rest.slice(match.index);
        return out;
      }
      out += match[0] + loaderSource(rest.slice(codeStart, end), preloads, nonce) + "</script>";
      rest = rest.slice(end + "</script>".length);
    }
  }

  // True while the decoder holds no part of a character: the last chunk it was given ended in ASCII.
  let decoderEmpty = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      // Most of a page holds neither tag: passed on as it is, without turning it into a string and back (a search
      // page's 140 KB went through the decoder, the expression and the encoder, decision 146).
      if (decoderEmpty && pending === "" && passesUntouched(chunk)) return callback(null, chunk);
      const text = pending + decoder.write(chunk);
      if (chunk.length > 0) decoderEmpty = chunk[chunk.length - 1] < 0x80;
      pending = "";
      callback(null, rewrite(text, false));
    },
    flush(callback: TransformCallback) {
      const text = pending + decoder.end();
      pending = "";
      callback(null, rewrite(text, true));
    },
  });
}

/** Either a module preload link (group 1: its href) or the opening tag of an inline module script. */
const TAG = /<link rel="modulepreload" href="([^"]*)"[^>]*>|<script\b[^>]*\btype="module"[^>]*>/;

/**
 * A chunk the rewrite would leave as it is: no start of either tag in it, no tag left open at its end (it may be one
 * cut in two), and its last byte ASCII, so that it ends between characters.
 */
function passesUntouched(chunk: Buffer): boolean {
  if (chunk.length === 0 || chunk[chunk.length - 1] >= 0x80) return false;
  if (chunk.includes(PRELOAD_START) || chunk.includes(SCRIPT_START)) return false;
  const lastOpen = chunk.lastIndexOf(0x3c);
  return lastOpen === -1 || chunk.indexOf(0x3e, lastOpen) !== -1;
}

const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const SCRIPT_START = Buffer.from("<script");

function openTagStart(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  return lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : -1;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** A JSON value that is safe inside a <script> element: no "<" that could close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The modules to evaluate one task each before the module script runs, so that no single task evaluates the whole
 * graph (Lighthouse counts each task's time over 50 ms, times its CPU slowdown). The entry module hydrates as it is
 * evaluated, so it is left to the module script. Its imports (the chunks of React and React Router) come first, in
 * the order the entry imports them; React Router lists every other module before its imports, so those go from the
 * end of the list, deepest first.
 */
function evaluationOrder(code: string, preloads: string[]): string[] {
  const entry = /import\("([^"]+)"\);\s*$/.exec(code)?.[1];
  const entryImportsList = /"entry":\s*\{\s*"module":\s*"[^"]*",\s*"imports":\s*(\[[^\]]*\])/.exec(code)?.[1];
  const entryImports = (entryImportsList ? (JSON.parse(entryImportsList) as string[]) : []).filter((href) =>
    preloads.includes(href),
  );
  const rest = preloads.filter((href) => href !== entry && !entryImports.includes(href)).reverse();
  return [...entryImports, ...rest];
}

/** Preload links added per task: adding two dozen in one task took up to 30 ms of main thread in Lighthouse's traces. */
const LINKS_PER_TASK = 4;

function loaderSource(code: string, preloads: string[], nonce: string | undefined): string {
  const evaluateFirst = evaluationOrder(code, preloads);
  // A page opened in a background tab gets no frames until it is shown: hydrate it at once instead.
  return `(() => {
const code = ${scriptJson(code)}, preloads = ${scriptJson(preloads)}, evaluateFirst = ${scriptJson(evaluateFirst)}, nonce = ${scriptJson(nonce ?? "")};
const nextTask = () => globalThis.scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  for (const [index, href] of preloads.entries()) {
    if (index > 0 && index % ${LINKS_PER_TASK} === 0) await nextTask();
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  for (const href of evaluateFirst) {
    await nextTask();
    // A module that fails here fails again, and is reported, when the module script imports it.
    await import(href).catch(() => {});
  }
  await nextTask();
  const script = document.createElement("script");
  script.type = "module";
  if (nonce) script.nonce = nonce;
  script.textContent = code;
  document.head.append(script);
};
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
})();`;
}
