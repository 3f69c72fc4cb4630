import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import type { ApiApp } from "./api-app";
import { openApiDocument } from "./openapi-document";
import { registerAlertRoutes } from "./alerts/alerts.handlers";
import { registerAuthRoutes } from "./auth/auth.handlers";
import { validationFailed } from "./errors";
import { registerNewsletterRoutes } from "./newsletter/newsletter.handlers";
import { registerJobRoutes } from "./jobs/jobs.handlers";
import { registerProfileRoutes } from "./profile/profile.handlers";
import { registerRecommendationRoutes } from "./recommendations/recommendations.handlers";
import { registerSavedJobRoutes } from "./saved-jobs/saved-jobs.handlers";
import { registerEmployerJobRoutes } from "./employer/employer-jobs.handlers";
import { registerCompanyRoutes } from "./employer/company.handlers";
import { registerAdminRoutes } from "./admin/admin.handlers";
import { registerAccountRoutes } from "./account/account.handlers";
import { registerCompanyDirectoryRoutes } from "./companies/companies.handlers";
import { registerApplicationRoutes } from "./applications/applications.handlers";
import { registerTrustRoutes } from "./trust/trust.handlers";

/**
 * The REST API under /api. Each resource registers its routes on the app it is
 * given (see registerApiRoutes below); every route has a Zod schema, so the
 * OpenAPI document at /api/openapi.json is complete by construction.
 */

export function createApiApp(): ApiApp {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });
  registerApiRoutes(api);

  let document: Record<string, unknown> | undefined;
  api.get("/openapi.json", (c) => c.json((document ??= openApiDocument(api))));
  api.get("/docs", (c) => c.html(apiDocsPage(c.get("cspNonce"))));
  return api;
}

/** Every feature's routes, in one place so that nothing is left unmounted. */
function registerApiRoutes(api: ApiApp): void {
  registerNewsletterRoutes(api);
  registerAuthRoutes(api);
  registerAccountRoutes(api);
  registerJobRoutes(api);
  registerSavedJobRoutes(api);
  registerAlertRoutes(api);
  registerEmployerJobRoutes(api);
  registerCompanyRoutes(api);
  registerCompanyDirectoryRoutes(api);
  registerAdminRoutes(api);
  registerProfileRoutes(api);
  registerRecommendationRoutes(api);
  registerApplicationRoutes(api);
  registerTrustRoutes(api);
}

function apiDocsPage(nonce: string): string {
  // A dependency-free reader of the OpenAPI document: one section per path.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API documentation | Startup Jobs</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}section{border-top:1px solid #e5e7eb;padding:.75rem 0}.m{font-weight:700;text-transform:uppercase;margin-right:.5rem}</style></head>
<body><h1>Startup Jobs API</h1><p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p><main id="paths">Loading…</main>
<script nonce="${nonce}">fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{const main=document.getElementById('paths');main.textContent='';for(const [p,ops] of Object.entries(doc.paths||{})){for(const [m,op] of Object.entries(ops)){const s=document.createElement('section');const h=document.createElement('h2');h.innerHTML='<span class="m"></span><code></code>';h.querySelector('.m').textContent=m;h.querySelector('code').textContent='/api'+p;s.append(h);const d=document.createElement('p');d.textContent=op.summary||op.description||'';s.append(d);main.append(s);}}});</script></body></html>`;
}
