import type { AppConfig } from "./common.ts";

/**
 * The business's default contact details. The server's BUSINESS_* settings override them at run time
 * (GET /api/v1/config); the web build uses these for prerendered pages until that answer arrives.
 */
export const DEFAULT_BUSINESS: AppConfig["business"] = {
  name: "Sarathi Luxe",
  legalName: "Sarathi Software Labs Pvt. Ltd.",
  phone: "+919437012345",
  phoneDisplay: "+91 94370 12345",
  email: "care@sarathiluxe.in",
  whatsapp: "https://wa.me/919437012345",
  instagram: "https://www.instagram.com/sarathiluxe",
  twitter: "https://x.com/sarathiluxe",
  linkedin: "https://www.linkedin.com/company/sarathiluxe",
  address: "Plot 12, Janpath, Saheed Nagar, Bhubaneswar, Odisha 751007",
};

export const DEFAULT_APP_CONFIG: AppConfig = {
  business: DEFAULT_BUSINESS,
  payments: { gateway: "sandbox", keyId: "rzp_sandbox_local" },
  maps: { provider: "gazetteer" },
  devOutbox: true,
  demo: false,
};
