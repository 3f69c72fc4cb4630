import type { Context } from "hono";
import { PermissionError } from "../../../core/accounts/permissions";
import { CompanyInputError } from "../../../core/employers/company-membership.service";
import { JobInputError, JobNotFoundError } from "../../../core/jobs/job-writes.service";
import type { ApiErrorBody } from "../errors";

/** The API answer to a refusal from core's write functions; anything else is rethrown (500). */
export function writeError(c: Context, error: unknown): Response {
  const requestId = c.get("requestId") as string;
  if (error instanceof JobInputError || error instanceof CompanyInputError) {
    return c.json({ message: error.message, requestId, errors: error.errors } satisfies ApiErrorBody, 400);
  }
  if (error instanceof PermissionError) return c.json({ message: error.message, requestId } satisfies ApiErrorBody, 403);
  if (error instanceof JobNotFoundError) return c.json({ message: error.message, requestId } satisfies ApiErrorBody, 404);
  throw error;
}
