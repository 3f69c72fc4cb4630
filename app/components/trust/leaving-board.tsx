/** /jobs/{id}/apply for a job of a company we have not verified (issue 27): name where the link goes, and let the reader decide. */
export function LeavingBoard({ url, domain, jobPath }: { url: string; domain: string; jobPath: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">You are leaving the board</h1>
      <p className="mt-4 text-slate-700">
        This job's apply link goes to <strong className="break-all">{domain}</strong>, a site we have not verified for
        this employer.
      </p>
      <p className="mt-2 text-slate-700">
        We never ask for money, and no employer should: do not pay a registration, training or deposit fee to apply.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={url}
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Continue to {domain}
        </a>
        <a
          href={jobPath}
          className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-500"
        >
          Back to the job
        </a>
      </div>
    </div>
  );
}
