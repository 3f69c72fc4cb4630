import { DescriptionBlocks } from "./description-blocks";

/** The job page's description section (SPEC §2's one bullet per sentence turned prose into a list: decision 178 keeps the employer's blocks). */
export function JobDescription({ description }: { description: string }) {
  return (
    <section
      aria-labelledby="description-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="description-heading" className="text-xl font-semibold">
        Job description
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">
        <DescriptionBlocks description={description} />
      </div>
    </section>
  );
}
