/** The password reset progress indicator: earlier steps marked completed, the current one marked as such. */
export function ProgressSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="mb-6 flex items-center gap-2" aria-label="Progress">
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={label}
            className="flex flex-1 items-center gap-2"
            aria-current={active ? "step" : undefined}
            data-state={done ? "completed" : active ? "current" : "upcoming"}
          >
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                done ? "bg-green-600 text-white" : active ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-600"
              }`}
            >
              {done ? (
                <svg
                  aria-hidden="true"
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="m5 12 5 5 9-10" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={`text-xs font-medium sm:text-sm ${active ? "text-slate-900" : "text-slate-500"}`}>
              {label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className={`h-0.5 flex-1 ${done ? "bg-green-600" : "bg-slate-200"}`} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
