import type { Env } from "../config/env";

/** The address to show in the log: localhost when listening on every interface. */
export function shownAddress(settings: Env, port: number): string {
  const shown = settings.HOST === "0.0.0.0" || settings.HOST === "::" ? "localhost" : settings.HOST;
  return `http://${shown}:${port}`;
}
