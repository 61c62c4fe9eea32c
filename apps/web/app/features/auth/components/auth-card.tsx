import type { ReactNode } from "react";

/** The card every auth screen sits in: a dark crest, the title, the content. */
export function AuthCard({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card overflow-hidden">
      <div className="relative bg-ink-950 px-6 pb-7 pt-8 text-ivory-50 sm:px-8">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_0%,rgba(214,181,111,0.28),transparent_55%)]"
          aria-hidden
        />
        {eyebrow ? <p className="eyebrow relative text-gold-400">{eyebrow}</p> : null}
        <h1 className="relative mt-2 text-3xl sm:text-[2rem]">{title}</h1>
        {subtitle ? <p className="relative mt-2 text-sm text-ink-300">{subtitle}</p> : null}
      </div>
      <div className="px-6 py-7 sm:px-8">{children}</div>
    </section>
  );
}
