import {
  getCompanyProfile,
  readCompanyLogo,
  requireManagedCompany,
  setCompanyLogo,
  updateCompanyProfile,
} from "../../../core/employers";
import { NOT_SIGNED_IN, apiSession } from "../auth/auth.handlers";
import type { ApiApp } from "../api-app";
import { companyLogoRoute, getMyCompanyRoute, updateMyCompanyRoute, uploadCompanyLogoRoute } from "./company.routes";

export function registerCompanyRoutes(api: ApiApp): void {
  api.openapi(getMyCompanyRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const id = await requireManagedCompany(session.user);
    return c.json((await getCompanyProfile(id))!, 200);
  });

  api.openapi(updateMyCompanyRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const id = await requireManagedCompany(session.user);
    await updateCompanyProfile(session.user, id, c.req.valid("json"));
    return c.json((await getCompanyProfile(id))!, 200);
  });

  api.openapi(uploadCompanyLogoRoute, async (c) => {
    const session = await apiSession(c);
    if (!session) return c.json({ message: NOT_SIGNED_IN, requestId: c.get("requestId") }, 401);
    const id = await requireManagedCompany(session.user);
    const { file } = c.req.valid("form");
    const logoUrl = await setCompanyLogo(session.user, id, Buffer.from(await file.arrayBuffer()));
    return c.json({ message: "Logo updated", logoUrl }, 200);
  });

  api.openapi(companyLogoRoute, async (c) => {
    const logo = await readCompanyLogo(c.req.valid("param").id);
    if (!logo) return c.json({ message: "No logo", requestId: c.get("requestId") }, 404);
    // An SVG opened directly must not run anything: no scripts, no subresources, sandboxed.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "public, max-age=86400");
    c.header("Content-Type", logo.mime);
    return c.body(new Uint8Array(logo.bytes), 200);
  });
}
