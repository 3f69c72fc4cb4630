import { descriptionBlocks } from "../../../core/shared/description-blocks";

/**
 * The job's description as its employer wrote it: headings, paragraphs and lists (issue 44, decision 178; SPEC §2's
 * one bullet per sentence turned prose into a list). Every block is React text: nothing stored is rendered as markup.
 */
export function JobDescription({ description }: { description: string }) {
  return (
    <section aria-labelledby="description-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="description-heading" className="text-xl font-semibold">Job description</h2>
      <DescriptionBlocks description={description} className="mt-3 space-y-3 text-slate-700" />
    </section>
  );
}

/** The description's blocks alone: the job page's section and the employer's preview of it show the same text. */
export function DescriptionBlocks({ description, className }: { description: string; className: string }) {
  const blocks = descriptionBlocks(description || "No description available");
  return (
      <div className={className}>
        {blocks.map((block, index) =>
          block.kind === "heading" ? (
            <h3 key={index} className="pt-1 text-base font-semibold text-slate-900">
              {block.text}
            </h3>
          ) : block.kind === "paragraph" ? (
            <p key={index} className="whitespace-pre-line">
              {block.text}
            </p>
          ) : block.ordered ? (
            <ol key={index} className="list-decimal space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ol>
          ) : (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
  );
}
