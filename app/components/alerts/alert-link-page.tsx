import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

/**
 * A page opened from a link in alert mail: it says what the link would do, and a button
 * (a POST) does it, because mail scanners open every link they see.
 */
export function AlertLinkPage({
  title,
  children,
  token,
  button,
  tone = "neutral",
}: {
  title: string;
  children: ReactNode;
  token?: string;
  button?: string;
  tone?: "neutral" | "success" | "error";
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div
        role={tone === "error" ? "alert" : tone === "success" ? "status" : undefined}
        className="mt-3 text-lg text-slate-600"
      >
        {children}
      </div>
      {token && button ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
          >
            {button}
          </button>
        </Form>
      ) : (
        <Link
          to="/"
          className="mt-8 inline-flex rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-700"
        >
          Go Back to Home
        </Link>
      )}
    </section>
  );
}

export function AlertNames({ alerts }: { alerts: { id: number; name: string }[] }) {
  return (
    <ul className="mt-4 space-y-1 text-base font-semibold text-slate-900">
      {alerts.map((alert) => (
        <li key={alert.id}>{alert.name}</li>
      ))}
    </ul>
  );
}
