import { Link } from "react-router";
import { MapPin } from "lucide-react";
import { InstagramIcon, LinkedinIcon, XIcon } from "~/components/ui/brand-icons";
import { useAppConfig } from "~/features/app-config";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

/** Footer: COMPANY, SERVICES, SUPPORT; social links; address; 2025 copyright. */
export function Footer() {
  const { business } = useAppConfig();
  const t = useT(commonText);
  return (
    <footer className="bg-ink-950 text-ivory-100" data-testid="site-footer">
      <div className="page-container grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <FooterBrand business={business} />
        <CompanyLinks />
        <ServiceAndSupportLinks business={business} />
      </div>
      <div className="page-container pb-8">
        <LanguageSwitcher variant="footer" />
      </div>
      <div className="border-t border-ink-800">
        <p className="page-container py-5 text-xs text-ink-300">
          {t("footer.copyright", { name: business.name, legalName: business.legalName })}
        </p>
      </div>
    </footer>
  );
}

type Business = ReturnType<typeof useAppConfig>["business"];
const col = "text-sm text-ink-300 hover:text-gold-300";

/** The first column: logo, the line about the service, the address and the social links. */
function FooterBrand({ business }: { business: Business }) {
  const t = useT(commonText);
  return (
    <div>
      <Logo name={business.name} />
      <p className="mt-4 max-w-xs text-sm leading-6 text-ink-300">{t("footer.about")}</p>
      <p className="mt-4 flex max-w-xs gap-2 text-sm text-ink-300">
        <MapPin className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden />
        <span>{business.address}</span>
      </p>
      <ul className="mt-5 flex gap-3" aria-label={t("footer.social")}>
        <li>
          <a
            href={business.instagram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Instagram"
            className="flex size-9 items-center justify-center rounded-full border border-ink-700 hover:border-gold-400"
          >
            <InstagramIcon className="size-4" aria-hidden />
          </a>
        </li>
        <li>
          <a
            href={business.twitter}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Twitter"
            className="flex size-9 items-center justify-center rounded-full border border-ink-700 hover:border-gold-400"
          >
            <XIcon className="size-4" aria-hidden />
          </a>
        </li>
        <li>
          <a
            href={business.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="LinkedIn"
            className="flex size-9 items-center justify-center rounded-full border border-ink-700 hover:border-gold-400"
          >
            <LinkedinIcon className="size-4" aria-hidden />
          </a>
        </li>
      </ul>
    </div>
  );
}

function CompanyLinks() {
  const t = useT(commonText);
  const to = useLocalizePath();
  return (
    <nav aria-labelledby="footer-company">
      <h2 id="footer-company" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
        {t("footer.company")}
      </h2>
      <ul className="mt-4 space-y-2.5">
        <li>
          <Link className={col} to={to(paths.aboutUs)}>
            {t("footer.aboutUs")}
          </Link>
        </li>
        <li>
          <Link className={col} to={to(paths.privacyPolicy)}>
            {t("footer.privacyPolicy")}
          </Link>
        </li>
        <li>
          <Link className={col} to={to(paths.cancellationRefund)}>
            {t("footer.cancellationRefund")}
          </Link>
        </li>
        <li>
          <Link className={col} to={to(paths.terms)}>
            {t("footer.terms")}
          </Link>
        </li>
        <li>
          <Link className={col} to={to(paths.faq)}>
            {t("footer.faqs")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function ServiceAndSupportLinks({ business }: { business: Business }) {
  const t = useT(commonText);
  const to = useLocalizePath();
  return (
    <>
      <nav aria-labelledby="footer-services">
        <h2 id="footer-services" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
          {t("footer.services")}
        </h2>
        <ul className="mt-4 space-y-2.5">
          <li>
            <Link className={col} to={to(paths.airportTransfers)}>
              {t("footer.airportTransfers")}
            </Link>
          </li>
          <li>
            <Link className={col} to={to(paths.hourlyRental)}>
              {t("footer.cityRentals")}
            </Link>
          </li>
          <li>
            <Link className={col} to={to(paths.outstationTrips)}>
              {t("footer.outstationTrips")}
            </Link>
          </li>
          <li>
            <Link className={col} to={to(paths.eventExperience)}>
              {t("footer.eventPartnerships")}
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-support">
        <h2 id="footer-support" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
          {t("footer.support")}
        </h2>
        <ul className="mt-4 space-y-2.5">
          <li>
            <a className={col} href={`tel:${business.phone}`}>
              {t("footer.callUs")}
            </a>
          </li>
          <li>
            <a className={col} href={`mailto:${business.email}`}>
              {t("footer.email")}
            </a>
          </li>
          <li>
            <a className={col} href={business.whatsapp} target="_blank" rel="noopener noreferrer">
              {t("footer.whatsapp")}
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
