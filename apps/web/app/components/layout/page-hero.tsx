import type { ReactNode } from "react";

/** The dark title band that opens content pages under the header. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-ink-950 pb-12 pt-8 text-ivory-50 md:pb-16 md:pt-12">
      <div className="page-container">
        {eyebrow ? <p className="eyebrow text-gold-400">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-ink-300">{children}</div> : null}
      </div>
    </section>
  );
}
