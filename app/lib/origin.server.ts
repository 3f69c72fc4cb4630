import { env } from "../../config/env";

/** The public origin of the site: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
