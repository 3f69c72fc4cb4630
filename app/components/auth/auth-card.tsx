/** The frame of the sign-in pages: an illustration beside (or above) the form card. */
export function AuthCard({
  title,
  subtitle,
  illustration,
  children,
}: {
  title: string;
  subtitle?: React.ReactNode;
  illustration?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
      <div className="hidden justify-center md:flex" aria-hidden="true">
        {illustration}
      </div>
      <section className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
