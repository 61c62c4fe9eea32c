import type en from "../../en-IN/marketing/event.ts";

/** Hindi marketing texts, part "event" (same keys as en-IN/marketing/event.ts; hi-IN/marketing.ts joins the parts). */
export default {
  "event.eyebrow": "शादियाँ · कॉर्पोरेट · कॉन्सर्ट",
  "event.title": "हर आगमन को यादगार बनाइए",
  "event.text":
    "बारात से लेकर तीन दिन की कॉन्फ़्रेंस तक, हम आपके लोगों को एक जैसी लग्ज़री कारों में बिल्कुल समय पर पहुँचाते हैं। अपने आयोजन के बारे में बताइए, हम 48 घंटे के भीतर आपको कॉल करेंगे।",
  "event.whatYouGet": "आपको क्या मिलता है",
  "event.promise": "हर मेहमान ऐसे पहुँचे जैसे वही मुख्य अतिथि हो",
  "event.personalised.title": "आपके हिसाब से इंतज़ाम",
  "event.personalised.text":
    "आपके दिन के हिसाब से बना फ़्लीट प्लान: दुल्हन की कार, परिवार का काफ़िला, होटल और वेन्यू के बीच मेहमानों के लिए शटल, एयरपोर्ट से VIP पिकअप।",
  "event.chauffeurs.title": "प्रशिक्षित ड्राइवर",
  "event.chauffeurs.text":
    "वर्दी में, विनम्र और हर समय व पते की पहले से जानकारी के साथ, ताकि आपके मेहमानों को न इंतज़ार करना पड़े, न वे रास्ता भटकें।",
  "event.concierge.title": "कंसीयर्ज सहायता",
  "event.concierge.text":
    "पूरे आयोजन के लिए एक कोऑर्डिनेटर, पहले पिकअप से आख़िरी ड्रॉप तक फ़ोन पर उपलब्ध, आपके प्लानर और वेन्यू के साथ मिलकर काम करता हुआ।",
  "event.formTitle": "अपने आयोजन की योजना हमारे साथ बनाइए",
  "event.allRequired": "सभी फ़ील्ड भरना ज़रूरी है।",
  "enquiry.form": "आयोजन के बारे में पूछताछ",
  "enquiry.type": "आयोजन का प्रकार",
  "enquiry.typeChoose": "आयोजन चुनें",
  "enquiry.type.corporate": "कॉर्पोरेट आयोजन",
  "enquiry.type.concert": "कॉन्सर्ट / प्रदर्शनी",
  "enquiry.type.conference": "कॉन्फ़्रेंस",
  "enquiry.type.wedding": "शादी",
  "enquiry.type.other": "अन्य",
  "enquiry.name": "नाम",
  "enquiry.phone": "फ़ोन",
  "enquiry.description": "अपने आयोजन के बारे में बताएँ",
  "enquiry.descriptionHint": "तारीख़, वेन्यू, मेहमानों और कारों की संख्या, समय",
  "enquiry.submit": "कॉल बैक पाएँ",
  "enquiry.sending": "भेजा जा रहा है...",
  "enquiry.successTitle": "अनुरोध भेज दिया गया!",
  "enquiry.successText": "हमें आपके आयोजन का अनुरोध मिल गया है और हम 48 घंटे के भीतर आपसे संपर्क करेंगे।",
  "enquiry.another": "एक और अनुरोध भेजें",
} satisfies Record<keyof typeof en, string>;
