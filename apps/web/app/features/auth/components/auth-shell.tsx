import type { ReactNode } from "react";
import { Clock3, Headphones, ShieldCheck } from "lucide-react";
import { useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

const POINTS = [
  { icon: ShieldCheck, title: "shell.verifiedTitle", text: "shell.verifiedText" },
  { icon: Clock3, title: "shell.availableTitle", text: "shell.availableText" },
  { icon: Headphones, title: "shell.supportTitle", text: "shell.supportText" },
] as const;

/** The auth screens' frame: the form centred; on wide screens a brand panel sits beside it. */
export function AuthShell({ children }: { children: ReactNode }) {
  const t = useT(authText);
  return (
    <div className="bg-ivory-100 py-10 md:py-16 lg:py-20">
      <div className="page-container grid items-start gap-10 lg:max-w-6xl lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
        <aside
          className="relative hidden overflow-hidden rounded-3xl bg-ink-950 p-10 text-ivory-50 lg:block"
          aria-label={t("shell.label")}
        >
          <div
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(214,181,111,0.35),transparent_50%),radial-gradient(circle_at_100%_100%,rgba(194,154,74,0.18),transparent_45%)]"
            aria-hidden
          />
          <p className="eyebrow relative text-gold-400">{t("shell.eyebrow")}</p>
          <h2 className="relative mt-3 text-5xl leading-tight">
            {t("shell.title")}
            <br />
            <span className="text-gold-300">{t("shell.titleAccent")}</span>
          </h2>
          <ul className="relative mt-10 space-y-6">
            {POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-500/40 text-gold-300">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold text-ivory-50">{t(title)}</span>
                  <span className="mt-1 block text-sm leading-6 text-ink-300">{t(text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="mx-auto w-full max-w-md lg:max-w-none">{children}</div>
      </div>
    </div>
  );
}
