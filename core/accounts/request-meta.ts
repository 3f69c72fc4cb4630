/**
 * Who is asking: the client address (worked out once by the server's middleware,
 * which honours X-Forwarded-For only with TRUST_PROXY) and the user agent.
 */
export const CLIENT_IP_HEADER = "x-jobboard-client-ip";

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function requestMeta(request: Request): RequestMeta {
  return {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown",
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
  };
}

/** True when the browser reached us over HTTPS (directly, or through a trusted proxy). */
export function isSecureRequest(request: Request, trustProxy: boolean): boolean {
  if (request.url.startsWith("https:")) return true;
  return trustProxy && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
