/** The password-reset flow's steps and the answer its action gives at each (app/routes/forgot-password.tsx). */
export type ResetStep = "email" | "verify" | "password" | "success";

export interface ResetActionData {
  step: ResetStep;
  email: string;
  otp?: string;
  /** When the last code was requested (ms): the resend countdown runs from here. */
  sentAt?: number;
  success?: string;
  formError?: string;
  errors?: Record<string, string>;
}

/** The step a post with this intent belongs to: where its refusal (or a lost connection) leaves the person. */
export function stepOfIntent(intent: string): ResetStep {
  return intent === "reset" ? "password" : intent === "verify" || intent === "resend" ? "verify" : "email";
}
