import { useT } from "~/i18n";
import { aboutText } from "~/i18n/texts/marketing-about";
import { RichText } from "../components/rich-text";

/** About Us: founded in June 2025, with the story. */
export function AboutContent() {
  const t = useT(aboutText);
  return (
    <>
      <p className="!text-lg">
        <RichText text={t("about.lead")} />
      </p>

      <h2>{t("about.why.title")}</h2>
      <p>{t("about.why.1")}</p>
      <p>
        <RichText text={t("about.why.2")} />
      </p>

      <h2>{t("about.how.title")}</h2>
      <ul>
        {(["about.how.1", "about.how.2", "about.how.3", "about.how.4", "about.how.5"] as const).map((key) => (
          <li key={key}>
            <RichText text={t(key)} />
          </li>
        ))}
      </ul>

      <h2>{t("about.where.title")}</h2>
      <p>
        <RichText text={t("about.where.1")} />
      </p>
    </>
  );
}
