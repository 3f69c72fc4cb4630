import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { runUserCommand } from "./cli/user-commands";
import { AppError } from "../shared/app-error";
import { applyAdminEmails, setRoleFromAdminPage, setUserDisabled } from "./roles.service";
import { createSession, resolveSession } from "./session.service";

withTestDatabase();

async function user(email: string, role = "candidate") {
  const [row] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, role) VALUES (${email}, 'U', ${role}) RETURNING id`;
  return { id: row.id, email, role: role as "candidate" | "employer" | "admin" };
}

async function run(...argv: string[]) {
  const out = new PassThrough();
  const err = new PassThrough();
  let text = "";
  out.on("data", (chunk) => (text += chunk));
  err.on("data", (chunk) => (text += chunk));
  const code = await runUserCommand(argv, { out, err });
  return { code, text };
}

describe("roles from the command line and the admin pages", () => {
  it("promotes, demotes and lists by e-mail; unknown users and roles exit 1", async () => {
    await user("ana@example.com");
    expect(await run("promote", "ANA@example.com", "admin")).toEqual({
      code: 0,
      text: "ANA@example.com: candidate -> admin\n",
    });
    expect((await run("list", "ana")).text).toContain("ana@example.com\tadmin");
    expect((await run("demote", "ana@example.com")).code).toBe(0);
    expect((await run("promote", "ana@example.com", "king")).code).toBe(1);
    expect((await run("promote", "nobody@example.com", "admin")).text).toBe("No user with e-mail nobody@example.com\n");
    const [audit] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM audit_log WHERE action = 'user.role'`;
    expect(audit.count).toBe(2);
  });

  it("ADMIN_EMAILS makes existing accounts admin at start", async () => {
    await user("boss@example.com");
    expect(await applyAdminEmails(["boss@example.com", "ghost@example.com"])).toEqual(["boss@example.com"]);
    expect(await applyAdminEmails(["boss@example.com"])).toEqual([]);
  });

  it("no page makes an admin; disabling ends every session at once", async () => {
    const admin = await user("root@example.com", "admin");
    const target = await user("target@example.com");
    await expect(setRoleFromAdminPage(admin, target.id, "admin")).rejects.toBeInstanceOf(AppError);
    await expect(setRoleFromAdminPage(target, target.id, "employer")).rejects.toBeInstanceOf(AppError);
    await setRoleFromAdminPage(admin, target.id, "employer");
    const session = await createSession(target.id);
    expect(await resolveSession(session.token)).not.toBeNull();
    await setUserDisabled(admin, target.id, true);
    expect(await resolveSession(session.token)).toBeNull();
    await expect(setUserDisabled(admin, admin.id, true)).rejects.toBeInstanceOf(AppError);
  });
});
