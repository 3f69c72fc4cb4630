import type { ReactNode } from "react";

const tones = {
  green: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  info: "bg-sky-50 text-sky-700 ring-sky-200",
  warning: "bg-amber-50 text-amber-800 ring-amber-200",
  primary: "bg-brand-50 text-brand-700 ring-brand-100",
  grey: "bg-slate-100 text-slate-700 ring-slate-200",
  new: "bg-rose-50 text-rose-700 ring-rose-200",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "grey", children, title }: { tone?: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={`inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
