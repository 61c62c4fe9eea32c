import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import type { Route } from "./+types/not-found";

export const meta = ({ location }: Route.MetaArgs) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", commonText)("notFound.meta") },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const t = useT(commonText);
  const to = useLocalizePath();
  return (
    <section className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-ink-600">{t("notFound.text")}</p>
      <Link to={to(paths.home)} className="btn-dark mt-8">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
