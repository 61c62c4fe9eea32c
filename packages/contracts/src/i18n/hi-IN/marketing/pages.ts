import type en from "../../en-IN/marketing/pages.ts";
import { P } from "../../marketing-facts.ts";

/** Hindi marketing texts, part "pages" (same keys as en-IN/marketing/pages.ts; hi-IN/marketing.ts joins the parts). */
export default {
  "meta.home.title": "Sarathi Luxe | भुवनेश्वर, ओडिशा में ड्राइवर के साथ लग्ज़री कारें",
  "meta.home.description": `हर सफ़र में लग्ज़री का अनुभव: भुवनेश्वर में पहले से बुक की जाने वाली ड्राइवर सहित कारें — एयरपोर्ट ट्रांसफ़र, ₹${P.hourlyRate}/घंटा पर घंटेवार रेंटल, आउटस्टेशन ट्रिप और शादियों के लिए। 24/7, असली इंसानों से सीधी मदद।`,
  "meta.about.title": "हमारे बारे में",
  "meta.about.description":
    "जून 2025 में भुवनेश्वर में शुरू हुई Sarathi Luxe पूरे ओडिशा में पहले से बुक होने वाली, ड्राइवर सहित लग्ज़री कारें देती है। हमारी कहानी और हमारे काम करने का तरीक़ा।",
  "meta.privacy.title": "गोपनीयता नीति",
  "meta.privacy.description":
    "Sarathi Luxe कौन-सी निजी जानकारी लेती है, क्यों लेती है, उसे कौन देखता है, हम उसे कितने समय तक रखते हैं और आपके अधिकार क्या हैं।",
  "meta.refund.title": "कैंसिलेशन और रिफ़ंड",
  "meta.refund.description": `पिकअप से ${P.freeCancelMin} मिनट पहले तक मुफ़्त कैंसिलेशन, ${P.refundDays} कार्यदिवसों में रिफ़ंड, और Sarathi Luxe राइड के लिए नो-शो व एयरपोर्ट पर प्रतीक्षा के नियम।`,
  "meta.terms.title": "नियम और शर्तें",
  "meta.terms.description":
    "Sarathi Luxe की हर बुकिंग पर लागू 17 शर्तें: पात्रता, किराया, रेंटल, आउटस्टेशन ट्रिप, कैंसिलेशन, नो-शो और विवाद।",
  "meta.faq.title": "अक्सर पूछे जाने वाले सवाल",
  "meta.faq.description":
    "भुवनेश्वर की ड्राइवर सहित लग्ज़री कार सेवा Sarathi Luxe के साथ बुकिंग, भुगतान, कैंसिलेशन, एयरपोर्ट पर प्रतीक्षा, घंटेवार रेंटल और आउटस्टेशन ट्रिप के बारे में जवाब।",
  "meta.event.title": "शादी और आयोजनों के लिए कारें",
  "meta.event.description":
    "हर आगमन को यादगार बनाइए: भुवनेश्वर और ओडिशा में शादियों, कॉर्पोरेट आयोजनों, कॉन्फ़्रेंस और कॉन्सर्ट के लिए ड्राइवर सहित लग्ज़री कारें। आपके हिसाब से बना फ़्लीट प्लान, प्रशिक्षित ड्राइवर और कंसीयर्ज सहायता।",
  "seo.businessDescription":
    "भुवनेश्वर और पूरे ओडिशा में पहले से बुक होने वाली, ड्राइवर सहित लग्ज़री राइड: आउटस्टेशन ट्रिप, घंटेवार रेंटल, एयरपोर्ट ट्रांसफ़र और आयोजनों के लिए कारें।",
  "services.luxuryCars.name": "लग्ज़री कारें",
  "services.outstationTrips.name": "आउटस्टेशन ट्रिप",
  "services.hourlyRentals.name": "घंटेवार रेंटल",
  "services.airportTransfers.name": "एयरपोर्ट ट्रांसफ़र",
  "events.weddingsServed": "शादियों में सेवा",
  "events.venueCollaborations": "वेन्यू के साथ साझेदारी",
  "policy.lastUpdated": "पिछली बार अपडेट किया गया: 1 नवंबर 2025",
  "policy.legal": "क़ानूनी",
  "policy.policies": "नीतियाँ",
  "enquiry.failed": "कुछ गड़बड़ हो गई",
  "enquiry.network": "नेटवर्क में समस्या। कृपया फिर से कोशिश करें।",
  "lead.honeypot": "इस फ़ील्ड को ख़ाली छोड़ें",
  "request.loading": "लोड हो रहा है",
  "request.title": "{service} बुक करें",
} satisfies Record<keyof typeof en, string>;
