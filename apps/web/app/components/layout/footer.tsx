import { Link } from "react-router";
import { MapPin } from "lucide-react";
import { InstagramIcon, LinkedinIcon, XIcon } from "~/components/ui/brand-icons";
import { useAppConfig } from "~/features/app-config";
import { paths } from "~/lib/paths";
import { Logo } from "./logo";

/** Footer: COMPANY, SERVICES, SUPPORT; social links; address; 2025 copyright. */
export function Footer() {
  const { business } = useAppConfig();
  return (
    <footer className="bg-ink-950 text-ivory-100" data-testid="site-footer">
      <div className="page-container grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <FooterBrand business={business} />
        <CompanyLinks />
        <ServiceAndSupportLinks business={business} />
      </div>
      <div className="border-t border-ink-800">
        <p className="page-container py-5 text-xs text-ink-300">
          © 2025 {business.name}. All rights reserved. A product of {business.legalName}
        </p>
      </div>
    </footer>
  );
}

type Business = ReturnType<typeof useAppConfig>["business"];
const col = "text-sm text-ink-300 hover:text-gold-300";

/** The first column: logo, the line about the service, the address and the social links. */
function FooterBrand({ business }: { business: Business }) {
  return (
    <div>
      <Logo name={business.name} />
      <p className="mt-4 max-w-xs text-sm leading-6 text-ink-300">
        Chauffeur-driven luxury rides across Odisha: outstation trips, hourly rentals, airport transfers and events.
      </p>
      <p className="mt-4 flex max-w-xs gap-2 text-sm text-ink-300">
        <MapPin className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden />
        <span>{business.address}</span>
      </p>
      <ul className="mt-5 flex gap-3" aria-label="Social links">
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
  return (
    <nav aria-labelledby="footer-company">
      <h2 id="footer-company" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
        COMPANY
      </h2>
      <ul className="mt-4 space-y-2.5">
        <li>
          <Link className={col} to={paths.aboutUs}>
            About Us
          </Link>
        </li>
        <li>
          <Link className={col} to={paths.privacyPolicy}>
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link className={col} to={paths.cancellationRefund}>
            Cancellation &amp; Refund
          </Link>
        </li>
        <li>
          <Link className={col} to={paths.terms}>
            Terms &amp; Conditions
          </Link>
        </li>
        <li>
          <Link className={col} to={paths.faq}>
            FAQs
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function ServiceAndSupportLinks({ business }: { business: Business }) {
  return (
    <>
      <nav aria-labelledby="footer-services">
        <h2 id="footer-services" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
          SERVICES
        </h2>
        <ul className="mt-4 space-y-2.5">
          <li>
            <Link className={col} to={paths.airportTransfers}>
              Airport Transfers
            </Link>
          </li>
          <li>
            <Link className={col} to={paths.hourlyRental}>
              City Rentals
            </Link>
          </li>
          <li>
            <Link className={col} to={paths.outstationTrips}>
              Outstation Trips
            </Link>
          </li>
          <li>
            <Link className={col} to={paths.eventExperience}>
              Event Partnerships
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-support">
        <h2 id="footer-support" className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
          SUPPORT
        </h2>
        <ul className="mt-4 space-y-2.5">
          <li>
            <a className={col} href={`tel:${business.phone}`}>
              Call Us
            </a>
          </li>
          <li>
            <a className={col} href={`mailto:${business.email}`}>
              Email
            </a>
          </li>
          <li>
            <a className={col} href={business.whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
