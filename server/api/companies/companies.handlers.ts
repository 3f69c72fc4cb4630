import { directoryFieldErrors, directoryParamsSchema, companyDirectory } from "../../../core/companies";
import { invalidInput } from "../../../core/shared/app-error";
import type { ApiApp } from "../api-app";
import { companyDirectoryRoute } from "./companies.routes";

/** GET /api/companies: the directory the /companies page shows, from the same core function. */
export function registerCompanyDirectoryRoutes(api: ApiApp): void {
  api.openapi(companyDirectoryRoute, async (c) => {
    const raw: Record<string, string | string[]> = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      const kept = values.filter((value) => value !== "");
      if (kept.length) raw[key] = kept.length === 1 ? kept[0] : kept;
    }
    const parsed = directoryParamsSchema.safeParse(raw);
    if (!parsed.success) throw invalidInput(directoryFieldErrors(parsed.error));
    return c.json(await companyDirectory(parsed.data), 200);
  });
}
