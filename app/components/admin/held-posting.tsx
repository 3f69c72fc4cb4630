import type { ReactNode } from "react";
import type { HeldPosting } from "../../../core/trust";
import { DescriptionBlocks } from "../job-detail/description-blocks";

/**
 * The posting an admin reads before approving or rejecting it (issue 44 point 10): its facts, its apply link (printed
 * as stored, a look-alike host in punycode, and followable only when it is a web address) and its description as the
 * job page renders it.
 */
export function HeldPostingDetails({ jobId, title, posting }: { jobId: number; title: string; posting: HeldPosting }) {
  return (
    <div className="mt-3 space-y-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6" data-testid="held-facts">
        <Fact label="Pay">{posting.pay}</Fact>
        <Fact label="Experience">{posting.experience}</Fact>
        <Fact label="Job type">{posting.jobType}</Fact>
        <Fact label="Location">{posting.place}</Fact>
        <Fact label="Workplace">{posting.workplace}</Fact>
        <Fact label="Company website">{posting.companyHost ?? "None given"}</Fact>
      </dl>
      <p className="text-sm">
        <span className="font-medium text-slate-900">Apply link: </span>
        <ApplyLink posting={posting} />
      </p>
      <div
        role="region"
        aria-label={`Description of ${title}`}
        tabIndex={0}
        id={`held-description-${jobId}`}
        className="max-h-96 space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      >
        <DescriptionBlocks description={posting.description} headingLevel="h4" />
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** The address as text, a link beside it only for http(s): an admin must see where a candidate would be sent. */
function ApplyLink({ posting }: { posting: HeldPosting }) {
  if (!posting.applyLinkText) return <span className="text-slate-600">none given</span>;
  if (!posting.applyUrl) {
    return (
      <span className="break-all text-slate-800">
        {posting.applyLinkText} <span className="text-amber-800">(not a web address: not linked)</span>
      </span>
    );
  }
  return (
    <a href={posting.applyUrl} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
      {posting.applyLinkText}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
