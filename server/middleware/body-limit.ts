/**
 * How large a request body may be, per route, in one table: whoever adds a route that
 * takes more than a small form or JSON document adds its row here. A body over its
 * limit is answered 413 before it is read in full: at once when Content-Length says
 * so, else as soon as a chunked body passes the limit (Hono's bodyLimit counts the
 * stream), so no client can make the process hold more than the limit.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { IncomingMessage } from "node:http";
import { RESUME_MESSAGES } from "../../core/resumes";
import { apiError } from "../api/errors";
import type { AppEnv } from "../context";
import { lingerOnClose } from "./lingering-close";

const KB = 1024;
/** SPEC §5's message: the only thing too large on the resume routes is the file. */
const RESUME_TOO_LARGE = RESUME_MESSAGES.tooLarge;
const MB = 1024 * KB;

export interface BodyLimitRule {
  /** Exact path (a page's `.data` request counts as the page) or a pattern. */
  path: string | RegExp;
  maxBytes: number;
  why: string;
  /** What the 413 says instead of the generic text (e.g. the SPEC's upload message). */
  message?: string;
}

/** Everything not listed: JSON calls and page forms are small. */
export const DEFAULT_BODY_LIMIT = 128 * KB;

export const BODY_LIMITS: BodyLimitRule[] = [
  {
    path: "/api/updateprofile",
    maxBytes: 6 * MB,
    why: "resume upload: 5 MB file + multipart overhead and the candidate fields (candidates)",
    message: RESUME_TOO_LARGE,
  },
  {
    path: "/profile",
    maxBytes: 6 * MB,
    why: "the profile page's form with the resume file (candidates)",
    message: RESUME_TOO_LARGE,
  },
  {
    path: "/dashboard/profile",
    maxBytes: 6 * MB,
    why: "the dashboard's profile tab: the same form as /profile (candidates)",
    message: RESUME_TOO_LARGE,
  },
  {
    path: "/api/company/logo",
    maxBytes: MB + 64 * KB,
    why: "company logo upload: 1 MB image + multipart overhead (employers)",
  },
  {
    path: "/register/employer",
    maxBytes: MB + 64 * KB,
    why: "'I am hiring' with the new company's logo: 1 MB image + the account fields (employers)",
  },
  {
    path: "/dashboard/company",
    maxBytes: MB + 64 * KB,
    why: "the company profile page's form with the logo file (employers)",
  },
  { path: /^\/api\/(jobs\/?|job\/[^/]+)$/, maxBytes: 512 * KB, why: "job postings carry an HTML description" },
  {
    path: /^\/(dashboard\/create-a-job|(dashboard\/)?edit-job\/[^/]+)$/,
    maxBytes: 512 * KB,
    why: "the job posting pages' forms",
  },
];

/** The rule for a path (a React Router `/x.data` request is the page `/x`), if it has one. */
export function bodyLimitRuleFor(path: string): BodyLimitRule | undefined {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return BODY_LIMITS.find((rule) =>
    typeof rule.path === "string" ? rule.path === page || `${rule.path}/` === page : rule.path.test(page),
  );
}

/** The limit for a path. */
export function bodyLimitFor(path: string): number {
  return bodyLimitRuleFor(path)?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

function sizeText(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;
}

function tooLarge(c: Context<AppEnv>, maxBytes: number, ruleMessage?: string) {
  const message = ruleMessage ?? `The request is too large: at most ${sizeText(maxBytes)} may be sent here.`;
  c.get("log")?.info({ path: c.req.path, limit: maxBytes }, "request body over its limit: answered 413");
  // The rest of the body is not wanted: ask the client to close, so it stops sending,
  // and keep reading until it has, so that it sees this answer rather than a reset.
  c.header("Connection", "close");
  lingerOnClose((c.env as { incoming?: IncomingMessage } | undefined)?.incoming);
  if (c.req.path.startsWith("/api/")) return apiError(c, 413, message);
  return c.html(
    `<!doctype html><html lang="en"><title>Too large</title><h1>That was too large</h1><p>${message}</p></html>`,
    413,
  );
}

export const limitRequestBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A GET or HEAD never has a body a handler can read (the Fetch API refuses one), and asking `c.req.raw.body`
  // would make @hono/node-server build the full Request object: a measurable part of a search's CPU (decision 096).
  if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.raw.body) return next();
  const rule = bodyLimitRuleFor(c.req.path);
  const maxBytes = rule?.maxBytes ?? DEFAULT_BODY_LIMIT;
  return bodyLimit({
    maxSize: maxBytes,
    onError: (context) => tooLarge(context as Context<AppEnv>, maxBytes, rule?.message),
  })(c, next);
};
