import {
  alertFilterOptions,
  deleteAlert,
  listAlerts,
  updateAlert,
  updateAlertSchema,
  withWeeklyCounts,
  type AlertOwner,
} from "../../core/alerts";
import { DECLARED_FACETS } from "../../core/search";
import { isAppError } from "../../core/shared/app-error";
import { pageStatusOf } from "./app-error.server";

export interface AlertActionResult {
  ok: boolean;
  message: string;
}

/** What both My alerts pages (dashboard and guest link) load: the alerts with counts, and the edit form's choices. */
export async function loadAlertManager(owner: AlertOwner) {
  const [alerts, options] = await Promise.all([listAlerts(owner).then(withWeeklyCounts), alertFilterOptions()]);
  return { alerts, options };
}

const list = (form: FormData, name: string) => form.getAll(name).map(String).filter(Boolean);

/** One form post of the My alerts pages: save (name, search, frequency), pause, resume or delete. */
export async function runAlertAction(
  form: FormData,
  owner: AlertOwner,
): Promise<{ result: AlertActionResult; status: number }> {
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id <= 0) return { result: { ok: false, message: "No such alert." }, status: 404 };
  const intent = String(form.get("intent") ?? "");
  if (intent === "delete") {
    const deleted = await deleteAlert(owner, id);
    return deleted
      ? { result: { ok: true, message: "Alert deleted." }, status: 200 }
      : { result: { ok: false, message: "No such alert." }, status: 404 };
  }
  const changes =
    intent === "pause" || intent === "resume"
      ? { status: intent === "pause" ? "paused" : "active" }
      : {
          name: String(form.get("name") ?? ""),
          frequency: String(form.get("frequency") ?? ""),
          query: {
            q: String(form.get("q") ?? ""),
            category: list(form, "category"),
            location: list(form, "location"),
            type: list(form, "type"),
            level: list(form, "level"),
            // Pay: the search's LPA bands; an older alert's minimum only while its box stays ticked.
            minSalary: form.get("minSalary") || undefined,
            posted: form.get("posted") || undefined,
            where: form.get("where") || undefined,
            sort: form.get("sort") || undefined,
            company: form.get("company") || undefined,
            ...Object.fromEntries(DECLARED_FACETS.map((facet) => [facet.name, list(form, facet.name)])),
          },
        };
  const parsed = updateAlertSchema.safeParse(changes);
  if (!parsed.success) return { result: { ok: false, message: parsed.error.issues[0].message }, status: 400 };
  let updated;
  try {
    updated = await updateAlert(owner, id, parsed.data);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: { ok: false, message: error.message }, status: pageStatusOf(error) };
  }
  const done = intent === "pause" ? "paused" : intent === "resume" ? "resumed" : "saved";
  return { result: { ok: true, message: `Alert “${updated.name}” ${done}.` }, status: 200 };
}
