import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A CommonJS package that sync code needs now and then, required at the first call rather than when the server starts
 * (decision 214): every HTTP worker thread loads the server's whole import graph, so a package only posting, sign-in or
 * a company's verification uses would otherwise sit in each thread's heap whether or not the thread ever does that.
 * Async callers import the package where they use it instead (`await import(...)`, decision 210).
 */
export function loadOnFirstUse<Package>(id: string): () => Package {
  let loaded: Package | undefined;
  return () => (loaded ??= require(id) as Package);
}
