import { useParams, type MetaFunction } from "react-router";
import { JoinPage } from "~/features/company-portal";
import { localeOfPath, textsIn } from "~/i18n";
import { companyText } from "~/i18n/texts/company";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", companyText)("meta.join") },
  { name: "robots", content: "noindex" },
];

/** An invitation's single-use link: open signed out (the person signs in or registers when accepting). */
export default function CompanyJoinScreen() {
  const { token = "" } = useParams();
  return <JoinPage key={token} token={token} />;
}
