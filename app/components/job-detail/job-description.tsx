import { descriptionText } from "../../../core/shared/html-text";

/** SPEC §2: the description (stored HTML or plain text) as bullets, split at paragraphs and at '. '. */
export function descriptionPoints(description: string): string[] {
  return descriptionText(description)
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\s+/g, " ").split(/(?<=\.)\s+/))
    .map((point) => point.trim())
    .filter((point) => point.length > 1);
}

/** The job's description as a bulleted list. */
export function JobDescription({ description }: { description: string }) {
  const points = descriptionPoints(description || "No description available");
  return (
    <section aria-labelledby="description-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="description-heading" className="text-xl font-semibold">Job description</h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
