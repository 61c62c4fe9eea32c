import type { MetaFunction } from "react-router";
import { AboutContent, marketingMeta, PolicyPage } from "~/features/marketing";
import { paths } from "~/lib/paths";
import { useT } from "~/i18n";
import { aboutText } from "~/i18n/texts/marketing-about";

export const handle = { heroUnderHeader: true };

export const meta: MetaFunction = ({ location }) => marketingMeta(location.pathname, "about", paths.aboutUs);

export default function AboutUs() {
  const t = useT(aboutText);
  return (
    <PolicyPage eyebrow={t("about.eyebrow")} title={t("about.title")} intro={t("about.intro")}>
      <AboutContent />
    </PolicyPage>
  );
}
