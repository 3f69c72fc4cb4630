import { useEffect, useState } from "react";
import { BANNER_ERROR_MS, BANNER_SUCCESS_MS } from "../../../core/shared/constants";

/**
 * A banner message that hides itself (SPEC §8, §9: success 3 s, errors 5 s).
 * Without scripts it simply stays. A new message (a new object) shows again.
 */
export function useTimedMessage(
  message: string | undefined,
  tone: "success" | "error",
  key?: unknown,
): string | undefined {
  const [hidden, setHidden] = useState<unknown>(null);
  const token = key ?? message;
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setHidden(token), tone === "success" ? BANNER_SUCCESS_MS : BANNER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [message, tone, token]);
  return message && hidden !== token ? message : undefined;
}
