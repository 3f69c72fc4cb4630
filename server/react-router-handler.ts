import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppEnv } from "./context";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
  }
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
}

/** Hands a request to React Router's server rendering, with the request's nonce and id. */
export function createPageHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  const handle = createRequestHandler(build, mode);
  return (c: Context<AppEnv>) => handle(c.req.raw, { cspNonce: c.get("cspNonce"), requestId: c.get("requestId") });
}
