import type en from "../en-IN/common.ts";

/** Hindi texts of the site's chrome (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {
  "footer.about": "पूरे ओडिशा में ड्राइवर के साथ लग्ज़री कार: आउटस्टेशन ट्रिप, घंटेवार रेंटल, एयरपोर्ट ट्रांसफ़र और आयोजन।",
  "footer.social": "सोशल लिंक",
  "footer.company": "कंपनी",
  "footer.aboutUs": "हमारे बारे में",
  "footer.privacyPolicy": "गोपनीयता नीति",
  "footer.cancellationRefund": "कैंसिलेशन और रिफ़ंड",
  "footer.terms": "नियम और शर्तें",
  "footer.faqs": "अक्सर पूछे जाने वाले सवाल",
  "footer.services": "सेवाएँ",
  "footer.airportTransfers": "एयरपोर्ट ट्रांसफ़र",
  "footer.cityRentals": "सिटी रेंटल",
  "footer.outstationTrips": "आउटस्टेशन ट्रिप",
  "footer.eventPartnerships": "आयोजन साझेदारी",
  "footer.support": "सहायता",
  "footer.callUs": "हमें कॉल करें",
  "footer.email": "ईमेल",
  "footer.whatsapp": "व्हाट्सऐप",
  "footer.copyright": "© 2025 {name}. सर्वाधिकार सुरक्षित। {legalName} का एक उत्पाद",
} satisfies Record<keyof typeof en, string>;
