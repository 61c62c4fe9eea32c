import type en from "../../en-IN/marketing/pages.ts";
import { P } from "../../marketing-facts.ts";

/** Odia marketing texts, part "pages" (same keys as en-IN/marketing/pages.ts; or-IN/marketing.ts joins the parts). */
export default {
  "meta.home.title": "Sarathi Luxe | ଭୁବନେଶ୍ୱର, ଓଡ଼ିଶାରେ ଡ୍ରାଇଭର ସହ ଲକ୍ସରି କାର୍",
  "meta.home.description": `ପ୍ରତି ଯାତ୍ରାରେ ଲକ୍ସରିର ଅନୁଭବ: ଭୁବନେଶ୍ୱରରେ ଆଗରୁ ବୁକ୍ କରାଯାଉଥିବା ଡ୍ରାଇଭର ସହ କାର୍ — ଏୟାରପୋର୍ଟ ଟ୍ରାନ୍ସଫର୍, ଘଣ୍ଟାକୁ ₹${P.hourlyRate}ରେ ଘଣ୍ଟା ହିସାବରେ ରେଣ୍ଟାଲ୍, ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍ ଓ ବାହାଘର ପାଇଁ। 24/7, ପ୍ରକୃତ ଲୋକଙ୍କ ସିଧାସଳଖ ସହାୟତା।`,
  "meta.about.title": "ଆମ ବିଷୟରେ",
  "meta.about.description":
    "ଜୁନ୍ 2025ରେ ଭୁବନେଶ୍ୱରରେ ଆରମ୍ଭ ହୋଇଥିବା Sarathi Luxe ସାରା ଓଡ଼ିଶାରେ ଆଗରୁ ବୁକ୍ କରାଯାଉଥିବା ଡ୍ରାଇଭର ସହ ଲକ୍ସରି କାର୍ ଯୋଗାଏ। ଆମ କାହାଣୀ ଓ ଆମେ କିପରି କାମ କରୁ।",
  "meta.privacy.title": "ଗୋପନୀୟତା ନୀତି",
  "meta.privacy.description":
    "Sarathi Luxe କେଉଁ ବ୍ୟକ୍ତିଗତ ତଥ୍ୟ ସଂଗ୍ରହ କରେ, କାହିଁକି, କିଏ ତାହା ଦେଖେ, ଆମେ କେତେ ଦିନ ରଖୁ ଓ ଆପଣଙ୍କ ଅଧିକାର କ'ଣ।",
  "meta.refund.title": "କ୍ୟାନସେଲେସନ୍ ଏବଂ ରିଫଣ୍ଡ",
  "meta.refund.description": `ପିକଅପ୍‌ର ${P.freeCancelMin} ମିନିଟ୍ ପୂର୍ବ ପର୍ଯ୍ୟନ୍ତ ମାଗଣା କ୍ୟାନସେଲେସନ୍, ${P.refundDays} କାର୍ଯ୍ୟଦିବସ ମଧ୍ୟରେ ରିଫଣ୍ଡ, ଏବଂ Sarathi Luxe ରାଇଡ୍ ପାଇଁ ନୋ-ଶୋ ଓ ଏୟାରପୋର୍ଟରେ ଅପେକ୍ଷାର ନିୟମ।`,
  "meta.terms.title": "ନିୟମ ଏବଂ ସର୍ତ୍ତାବଳୀ",
  "meta.terms.description":
    "Sarathi Luxeର ପ୍ରତ୍ୟେକ ବୁକିଂରେ ଲାଗୁ ହେଉଥିବା 17ଟି ସର୍ତ୍ତ: ଯୋଗ୍ୟତା, ଭଡ଼ା, ରେଣ୍ଟାଲ୍, ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍, କ୍ୟାନସେଲେସନ୍, ନୋ-ଶୋ ଓ ବିବାଦ।",
  "meta.faq.title": "ବାରମ୍ବାର ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ",
  "meta.faq.description":
    "ଭୁବନେଶ୍ୱରର ଡ୍ରାଇଭର ସହ ଲକ୍ସରି କାର୍ ସେବା Sarathi Luxe ସହ ବୁକିଂ, ପେମେଣ୍ଟ, କ୍ୟାନସେଲେସନ୍, ଏୟାରପୋର୍ଟରେ ଅପେକ୍ଷା, ଘଣ୍ଟା ହିସାବରେ ରେଣ୍ଟାଲ୍ ଓ ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍ ବିଷୟରେ ଉତ୍ତର।",
  "meta.event.title": "ବାହାଘର ଓ ଉତ୍ସବ ପାଇଁ କାର୍",
  "meta.event.description":
    "ପ୍ରତ୍ୟେକ ଆଗମନକୁ ସ୍ମରଣୀୟ କରନ୍ତୁ: ଭୁବନେଶ୍ୱର ଓ ଓଡ଼ିଶାରେ ବାହାଘର, କର୍ପୋରେଟ୍ କାର୍ଯ୍ୟକ୍ରମ, କନଫରେନ୍ସ ଓ କନସର୍ଟ ପାଇଁ ଡ୍ରାଇଭର ସହ ଲକ୍ସରି କାର୍। ଆପଣଙ୍କ ପାଇଁ ତିଆରି ଫ୍ଲିଟ୍ ପ୍ଲାନ୍, ତାଲିମପ୍ରାପ୍ତ ଡ୍ରାଇଭର ଓ କନସିଅର୍ଜ ସହାୟତା।",
  "seo.businessDescription":
    "ଭୁବନେଶ୍ୱର ଓ ସାରା ଓଡ଼ିଶାରେ ଆଗରୁ ବୁକ୍ କରାଯାଉଥିବା ଡ୍ରାଇଭର ସହ ଲକ୍ସରି ରାଇଡ୍: ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍, ଘଣ୍ଟା ହିସାବରେ ରେଣ୍ଟାଲ୍, ଏୟାରପୋର୍ଟ ଟ୍ରାନ୍ସଫର୍ ଓ ଉତ୍ସବ ପାଇଁ କାର୍।",
  "services.luxuryCars.name": "ଲକ୍ସରି କାର୍",
  "services.outstationTrips.name": "ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍",
  "services.hourlyRentals.name": "ଘଣ୍ଟା ହିସାବରେ ରେଣ୍ଟାଲ୍",
  "services.airportTransfers.name": "ଏୟାରପୋର୍ଟ ଟ୍ରାନ୍ସଫର୍",
  "events.weddingsServed": "ବାହାଘରରେ ସେବା",
  "events.venueCollaborations": "ଭେନ୍ୟୁ ସହ ସହଯୋଗ",
  "policy.lastUpdated": "ଶେଷ ଅପଡେଟ୍: 1 ନଭେମ୍ବର 2025",
  "policy.legal": "ଆଇନଗତ",
  "policy.policies": "ନୀତି",
  "enquiry.failed": "କିଛି ଭୁଲ ହୋଇଗଲା",
  "enquiry.network": "ନେଟୱର୍କ ସମସ୍ୟା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
  "lead.honeypot": "ଏହି ଘରଟି ଖାଲି ଛାଡ଼ନ୍ତୁ",
  "request.loading": "ଲୋଡ୍ ହେଉଛି",
  "request.title": "{service} ବୁକ୍ କରନ୍ତୁ",
} satisfies Record<keyof typeof en, string>;
