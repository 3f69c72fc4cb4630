import { Form } from "react-router";
import type { AdminActionData } from "../../lib/admin.server";
import { Alert } from "../auth/fields";
import { adminButton } from "./audit-table";

interface AdminSearchHeaderProps {
  title: string;
  /** The search box's id and its (screen-reader) label. */
  inputId: string;
  label: string;
  placeholder: string;
  q: string;
  /** What the page's last action said, shown under the search box. */
  actionData?: AdminActionData;
}

/** The top of an admin list page: its title, a GET search box, and the last action's outcome. */
export function AdminSearchHeader({ title, inputId, label, placeholder, q, actionData }: AdminSearchHeaderProps) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
        />
        <button type="submit" className={adminButton}>
          Search
        </button>
      </Form>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
    </>
  );
}
