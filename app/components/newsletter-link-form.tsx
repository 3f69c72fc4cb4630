import { Form, useNavigation } from "react-router";

/** The one button on a page opened from a mailed newsletter link; the POST does the work. */
export function NewsletterLinkForm({
  title,
  message,
  token,
  button,
}: {
  title: string;
  message: string;
  token: string;
  button: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{message}</p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:opacity-60"
        >
          {button}
        </button>
      </Form>
    </section>
  );
}
