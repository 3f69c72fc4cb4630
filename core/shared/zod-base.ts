import { z as zod } from "zod";

export * from "zod";

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = "This field contains an invalid character";

/**
 * Every text field of every schema refuses NUL and other control characters (issue 27): `z.string()`
 * of core/shared/zod.ts is zod's, with that check, so a bad field answers 400 naming it (never a 500
 * from PostgreSQL, which refuses NUL in text). Tab and line breaks stay allowed.
 */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod
    .string(params)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}
