import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

/**
 * Serves a file from the client build. Hashed files under /assets are immutable;
 * the .br or .gz twin written at build time is sent when the browser accepts it.
 */
export function serveClientFile(c: Context, clientDir: string, urlPath: string): Response | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(clientDir, path.normalize(decoded));
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;

  const accepts = c.req.header("accept-encoding") ?? "";
  const variants: [string, string][] = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ];
  const chosen = variants.find(([encoding, suffix]) => accepts.includes(encoding) && existsSync(file + suffix));
  const servedFile = chosen ? file + chosen[1] : file;
  const headers = new Headers({
    "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
    "Content-Length": String(statSync(servedFile).size),
    "Cache-Control": urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    Vary: "Accept-Encoding",
  });
  if (chosen) headers.set("Content-Encoding", chosen[0]);
  if (c.req.method === "HEAD") return new Response(null, { headers });
  return new Response(Readable.toWeb(createReadStream(servedFile)) as ReadableStream, { headers });
}
