import type { ActionData, Section, settingsLoader } from "../../lib/settings.server";
import { Alert } from "../auth/fields";

/** What the /settings loader gives its sections. */
export type SettingsData = Awaited<ReturnType<typeof settingsLoader>>;

/** What every section of /settings gets: the last post's answer (shown only in the section it came from) and whether a post is on its way. */
export interface SectionProps {
  result: ActionData | undefined;
  busy: boolean;
}

/** The field errors of the last post, when it was this section's. */
export function sectionErrors(result: ActionData | undefined, section: Section): Record<string, string> {
  return result?.section === section ? (result.errors ?? {}) : {};
}

/** The answer to the last post, in the section that posted it; nothing elsewhere. */
export function Outcome({ result, section }: { result: ActionData | undefined; section: Section }) {
  if (!result || result.section !== section) return null;
  if (result.done) return <Alert tone="success">{result.done}</Alert>;
  if (result.formError) return <Alert tone="error">{result.formError}</Alert>;
  return null;
}

/** A card of /settings with its heading (the section's landmark name) and an optional line under it. */
export function SettingsCard({
  id,
  heading,
  intro,
  danger,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  intro?: React.ReactNode;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`mt-6 rounded-xl border bg-white p-4 shadow-sm sm:p-6 ${danger ? "border-red-200" : "border-slate-200"}`}
    >
      <h2 id={`${id}-heading`} className={`text-lg font-semibold ${danger ? "text-red-800" : "text-slate-900"}`}>
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}
