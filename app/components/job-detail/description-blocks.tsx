import { descriptionBlocks } from "../../../core/shared/description-blocks";

/**
 * A job description as its employer wrote it: headings, paragraphs and lists (issue 44, decision 178). Every block is
 * React text: nothing stored is rendered as markup. The job page and the admins' review queue both render it so.
 */
export function DescriptionBlocks({
  description,
  headingLevel = "h3",
}: {
  description: string;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <>
      {descriptionBlocks(description || "No description available").map((block, index) =>
        block.kind === "heading" ? (
          <Heading key={index} className="pt-1 text-base font-semibold text-slate-900">
            {block.text}
          </Heading>
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
    </>
  );
}
