import { sql } from "../../db/client";
import type { Role } from "../../db/schema/accounts";
import { forbidden } from "../shared/app-error";

/**
 * Who may do what, checked in core on every write (pages and API call the same
 * functions). Employers change only their own company's jobs; admins change any.
 * A refusal is an AppError of kind forbidden: the API answers 403, pages answer not-found so
 * that nobody learns a job exists that they cannot edit.
 */
export interface Actor {
  id: number;
  email: string;
  role: Role;
}

/** A refusal of the actor: kind forbidden. */
export const permissionDenied = (message = "You do not have permission to do that.") => forbidden(message);

export function isAdmin(actor: Actor | null | undefined): boolean {
  return actor?.role === "admin";
}

/** Throws forbidden (AppError) unless the actor has one of the roles. */
export function requireRole(actor: Actor | null | undefined, ...roles: Role[]): asserts actor is Actor {
  if (!actor || !roles.includes(actor.role)) throw permissionDenied();
}

export interface Membership {
  companyId: number;
  companyName: string;
  status: "approved" | "pending";
}

/** The company an employer belongs to (approved or waiting), or null. */
export async function membershipOf(userId: number): Promise<Membership | null> {
  const [row] = await sql()<{ company_id: number; name: string; status: "approved" | "pending" }[]>`
    SELECT m.company_id, c.name, m.status FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = ${userId}`;
  return row ? { companyId: row.company_id, companyName: row.name, status: row.status } : null;
}

/** The company whose jobs an employer may change: approved members only. */
export async function requireEmployerCompany(actor: Actor | null | undefined): Promise<number> {
  requireRole(actor, "employer", "admin");
  const membership = await membershipOf(actor.id);
  if (!membership || membership.status !== "approved") {
    throw permissionDenied("Your employer account is waiting for approval by your company or an admin.");
  }
  return membership.companyId;
}

export interface JobOwnership {
  companyId: number;
  source: string;
}

/** May the actor change this job? Admins any; approved employers their company's jobs they posted here (collected jobs follow their source). */
export async function canEditJob(actor: Actor | null | undefined, job: JobOwnership): Promise<boolean> {
  if (!actor) return false;
  if (actor.role === "admin") return true;
  if (actor.role !== "employer" || job.source !== "manual") return false;
  const membership = await membershipOf(actor.id);
  return membership?.status === "approved" && membership.companyId === job.companyId;
}

/** May the actor change the company's profile? Admins any; approved members their own. */
export async function canEditCompany(actor: Actor | null | undefined, companyId: number): Promise<boolean> {
  if (!actor) return false;
  if (actor.role === "admin") return true;
  if (actor.role !== "employer") return false;
  const membership = await membershipOf(actor.id);
  return membership?.status === "approved" && membership.companyId === companyId;
}
