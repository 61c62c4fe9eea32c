import { useT } from "~/i18n";
import { privacyText } from "~/i18n/texts/marketing-privacy";
import { RichText } from "../components/rich-text";

type Key<F> = F extends (key: infer K, ...rest: never[]) => string ? K : never;

/**
 * Privacy Policy: what we collect, why, who sees it, how long we keep it, your rights (India's DPDP Act, 2023). The
 * texts are the `marketing` catalogue's privacy.* messages; every figure from the shared constants.
 */
export function PrivacyContent() {
  const t = useT(privacyText);
  const list = (keys: Key<typeof t>[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <RichText text={t(key)} />
        </li>
      ))}
    </ul>
  );
  const para = (key: Key<typeof t>) => (
    <p>
      <RichText text={t(key)} />
    </p>
  );
  return (
    <>
      {para("privacy.intro")}

      <h2>{t("privacy.collect.title")}</h2>
      {list(["privacy.collect.1", "privacy.collect.2", "privacy.collect.3", "privacy.collect.4", "privacy.collect.5"])}

      <h2>{t("privacy.use.title")}</h2>
      {list(["privacy.use.1", "privacy.use.2", "privacy.use.3"])}
      {para("privacy.use.note")}

      <h2>{t("privacy.who.title")}</h2>
      {list(["privacy.who.1", "privacy.who.2", "privacy.who.3"])}

      <h2>{t("privacy.cookies.title")}</h2>
      {para("privacy.cookies.1")}

      <h2>{t("privacy.keep.title")}</h2>
      {para("privacy.keep.1")}

      <h2>{t("privacy.rights.title")}</h2>
      {para("privacy.rights.1")}

      <h2>{t("privacy.security.title")}</h2>
      {para("privacy.security.1")}

      <h2>{t("privacy.children.title")}</h2>
      {para("privacy.children.1")}

      <h2>{t("privacy.changes.title")}</h2>
      {para("privacy.changes.1")}
    </>
  );
}
