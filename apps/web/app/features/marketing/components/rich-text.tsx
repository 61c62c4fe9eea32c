import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { DEFAULT_BUSINESS } from "@chauffeur/contracts";
import { useLocalizePath } from "~/i18n";
import { paths } from "~/lib/paths";
import { MARKUP } from "../content/markup";
import { withRupees } from "./rupee";

/** Where a message's [label](target) links go (the marketing catalogues' light markup). */
const LINK_PATHS: Record<string, string> = {
  home: paths.home,
  event: paths.eventExperience,
  terms: paths.terms,
  refund: paths.cancellationRefund,
  privacy: paths.privacyPolicy,
};

/**
 * A marketing message with its light markup as elements (not ICU tags: the catalogue guard formats messages with
 * intl-messageformat, which refuses unknown tags): **bold** → <strong>, _italic_ → <em>, [label](home|event|terms|
 * refund|privacy) → a site link in the page's language, [address](mail) → a mailto link; every ₹ drawn by <Rupee />.
 * `linkClass` styles the links (the FAQ's gold underline); prose pages style them through `.prose-policy`.
 */
export function RichText({ text, linkClass }: { text: string; linkClass?: string }) {
  const to = useLocalizePath();
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKUP)) {
    const at = m.index;
    if (at > last) out.push(withRupees(text.slice(last, at)));
    const [, bold, italic, label, target] = m;
    if (bold !== undefined) out.push(<strong>{withRupees(bold)}</strong>);
    else if (italic !== undefined) out.push(<em>{withRupees(italic)}</em>);
    else if (target === "mail")
      out.push(
        <a href={`mailto:${DEFAULT_BUSINESS.email}`} className={linkClass}>
          {label}
        </a>,
      );
    else
      out.push(
        <Link to={to(LINK_PATHS[target] ?? paths.home)} className={linkClass}>
          {label}
        </Link>,
      );
    last = at + m[0].length;
  }
  if (last < text.length) out.push(withRupees(text.slice(last)));
  return (
    <>
      {out.map((node, i) => (
        <Fragment key={i}>{node}</Fragment>
      ))}
    </>
  );
}
