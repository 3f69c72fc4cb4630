import type { FormEvent } from "react";
import { useSubmit } from "react-router";

/**
 * The search form's submissions with JavaScript: the URL keeps only the fields that say something (no empty values, no
 * default sort), and a filter or the sort (fields of the form by their form attribute) applies as soon as it changes.
 */
export function useSearchSubmit(formId: string, action: string, page: number) {
  const submit = useSubmit();

  function cleanSubmit(form: HTMLFormElement, keepPage = false) {
    const params = new URLSearchParams();
    const fields = new FormData(form);
    const text = String(fields.get("q") ?? "").trim();
    for (const [key, value] of fields) {
      if (typeof value !== "string" || value.trim() === "") continue;
      if (key === "sort" && value === (text ? "relevance" : "recent")) continue;
      params.append(key, key === "q" ? text : value);
    }
    // SPEC §4: a sort change keeps the page (a new query or filter starts again from page 1).
    if (keepPage && page > 1) params.set("page", String(page));
    submit(params, { method: "get", action, preventScrollReset: true });
  }

  function applyChange(event: FormEvent<HTMLElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "q" || target.form?.id !== formId) return;
    cleanSubmit(target.form, target.name === "sort");
  }

  return { cleanSubmit, applyChange };
}
