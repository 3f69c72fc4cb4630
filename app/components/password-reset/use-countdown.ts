import { useEffect, useState } from "react";
import { RESEND_COUNTDOWN_SECONDS } from "../../../core/shared/constants";

/** Seconds left before another code may be requested; counts from when this step appeared. */
export function useCountdown(active: boolean): number {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!active) return 0;
  return Math.max(0, RESEND_COUNTDOWN_SECONDS - Math.floor((now - start) / 1000));
}
