import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter, type HandleErrorFunction } from "react-router";
import { reportDatabaseError } from "../db/availability";
import siteCss from "./app.css?inline";
import { hydrateAfterFirstPaint } from "./lib/hydrate-after-first-paint.server";
import { StylesheetTextProvider } from "./lib/inline-stylesheet";
import { linksStylesheet } from "../lib/public-pages";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the request's CSP nonce on every script it writes, the stylesheet
 * written into the page and hydration started after the first paint (docs/decisions/097).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // A page reached from another page of the site links the stylesheet its first page had the browser fetch (decision 120).
    const linked = linksStylesheet(request.headers.get("sec-fetch-site"));
    const page = (
      <StylesheetTextProvider value={linked ? { text: "", linked } : { text: siteCss, linked }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        // pipeline: a client that hangs up (the response stream cancelled) also ends React's side.
        const html = hydrateAfterFirstPaint(nonce);
        pipeline(body, html, () => {});
        resolve(
          new Response(createReadableStreamFromReadable(html), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // The database being away is reported once by its availability state (the answer becomes a 503), not per page.
        if (shellRendered && !reportDatabaseError(error)) console.error(error);
      },
    });
  });
}

/**
 * Errors of loaders and actions. A client that hung up is not an error; the database
 * being away is reported once by its availability state (and answered 503), not per request.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || reportDatabaseError(error)) return;
  console.error(error);
};

/**
 * The pages' copy of the board scope (decision 135): in development Vite's module runner loads its own copy of every
 * module, so the server (server/react-router-handler.ts) runs each request through this one, and core/ called by
 * loaders and actions finds the request's board. The production build imports config/ from the server's own files
 * (decision 210), so there this is the server's scope itself.
 */
export { runWithBoard } from "../config/board";
