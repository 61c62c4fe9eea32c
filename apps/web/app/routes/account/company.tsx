import type { MetaFunction } from "react-router";
import { PortalPage } from "~/features/company-portal";
import { localeOfPath, textsIn } from "~/i18n";
import { companyText } from "~/i18n/texts/company";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", companyText)("meta.portal") },
];

/** The company portal (signed-in riders: routes/account/protected.tsx). */
export default function CompanyPortalScreen() {
  return <PortalPage />;
}
