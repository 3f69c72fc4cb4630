import type { Role } from "../../../db/schema/accounts";
import { isAppError } from "../../shared/app-error";
import { searchUsers, setRoleByEmail } from "../roles.service";

class UsageError extends Error {}

export const userUsage = `Manage user roles.

  npm run user -- list [SEARCH]               users (e-mail, name, role, company)
  npm run user -- promote EMAIL admin|employer give a user a role
  npm run user -- demote EMAIL                make a user a candidate again

Exit status: 0 done, 1 bad input or unknown user.`;

/** `npm run user` with its arguments; returns the exit status. The database must be connected. */
export async function runUserCommand(
  argv: string[],
  io: { out: NodeJS.WritableStream; err: NodeJS.WritableStream },
): Promise<number> {
  const [command, email, role] = argv;
  try {
    switch (command) {
      case "list": {
        const users = await searchUsers(email ?? "", 500);
        for (const user of users)
          io.out.write(
            `${user.id}\t${user.email}\t${user.role}${user.disabled ? " (disabled)" : ""}\t${user.companyName ?? ""}\n`,
          );
        io.out.write(`${users.length} user(s)\n`);
        return 0;
      }
      case "promote": {
        if (!email || !role || !(["admin", "employer"] as string[]).includes(role))
          throw new UsageError("promote needs an e-mail and admin or employer");
        const before = await setRoleByEmail(email, role as Role);
        io.out.write(`${email}: ${before} -> ${role}\n`);
        return 0;
      }
      case "demote": {
        if (!email) throw new UsageError("demote needs an e-mail");
        const before = await setRoleByEmail(email, "candidate");
        io.out.write(`${email}: ${before} -> candidate\n`);
        return 0;
      }
      default:
        io.err.write(`${command ? `unknown command "${command}"\n\n` : ""}${userUsage}\n`);
        return command === "--help" || command === "-h" ? 0 : 1;
    }
  } catch (error) {
    if ((isAppError(error) && error.kind === "not_found") || error instanceof UsageError) {
      io.err.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
