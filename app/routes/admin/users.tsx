import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/users";
import { listAudit } from "../../../core/audit";
import { searchUsers, setRoleFromAdminPage, setUserDisabled } from "../../../core/accounts";
import { deleteAccount, DELETION_MESSAGES } from "../../../core/privacy";
import { AdminSearchHeader } from "../../components/admin/admin-search-header";
import { adminButton, AuditTable } from "../../components/admin/audit-table";
import { CsrfField } from "../../lib/csrf";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const [users, audit] = await Promise.all([searchUsers(q), listAudit({ targetType: "user", limit: 30 })]);
  return { q, users, audit };
}

/** Change a role (never to admin: that is the command line's) or disable a user (their sessions end at once). */
export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const id = formId(form, "id");
    const intent = String(form.get("intent") ?? "");
    if (intent === "role") {
      const role = String(form.get("role") ?? "");
      if (role !== "candidate" && role !== "employer") return "Choose candidate or employer";
      await setRoleFromAdminPage(admin, id, role);
      return `Role changed to ${role}`;
    }
    if (intent === "disable" || intent === "enable") {
      await setUserDisabled(admin, id, intent === "disable");
      return intent === "disable" ? "User disabled; their sessions ended" : "User enabled";
    }
    if (intent === "delete") {
      // The same core function as 'Delete my account' (decision 112); the admin types DELETE too.
      if (String(form.get("confirm") ?? "").trim() !== "DELETE") return "Type DELETE to delete the account";
      await deleteAccount({ by: "admin", actor: admin, userId: id });
      return DELETION_MESSAGES.adminDone;
    }
    return "Nothing to do";
  });
}

export default function AdminUsers() {
  const { q, users, audit } = useLoaderData<typeof loader>();
  const actionData = useActionData<AdminActionData>();
  return (
    <>
      <AdminSearchHeader
        title="Users"
        inputId="user-search"
        label="Search users"
        placeholder="E-mail, name or username"
        q={q}
        actionData={actionData}
      />
      <ul className="mt-4 divide-y divide-slate-100">
        {users.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-medium">{user.email}</span> · {user.name ?? "no name"} · {user.role}
              {user.companyName ? ` · ${user.companyName}` : ""}
              {user.disabled ? (
                <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-800">disabled</span>
              ) : null}
            </span>
            {user.role !== "admin" ? (
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <CsrfField />
                <input type="hidden" name="id" value={user.id} />
                <label className="sr-only" htmlFor={`role-${user.id}`}>
                  Role of {user.email}
                </label>
                <select
                  id={`role-${user.id}`}
                  name="role"
                  defaultValue={user.role}
                  className="rounded-lg border border-slate-300 px-2 py-1"
                >
                  <option value="candidate">candidate</option>
                  <option value="employer">employer</option>
                </select>
                <button type="submit" name="intent" value="role" className={adminButton}>
                  Change role
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={user.disabled ? "enable" : "disable"}
                  className={adminButton}
                  aria-label={`${user.disabled ? "Enable" : "Disable"} ${user.email}`}
                >
                  {user.disabled ? "Enable" : "Disable"}
                </button>
                <label className="sr-only" htmlFor={`confirm-${user.id}`}>
                  Type DELETE to delete {user.email}
                </label>
                <input
                  id={`confirm-${user.id}`}
                  name="confirm"
                  placeholder="DELETE"
                  autoComplete="off"
                  className="w-24 rounded-lg border border-slate-300 px-2 py-1"
                />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className={adminButton}
                  aria-label={`Delete ${user.email}`}
                >
                  Delete
                </button>
              </Form>
            ) : (
              <span className="text-slate-500">admin (change with npm run user)</span>
            )}
          </li>
        ))}
      </ul>
      <AuditTable entries={audit} />
    </>
  );
}
