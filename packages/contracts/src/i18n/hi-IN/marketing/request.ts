import type en from "../../en-IN/marketing/request.ts";

/** Hindi marketing texts, part "request" (same keys as en-IN/marketing/request.ts; hi-IN/marketing.ts joins the parts). */
export default {
  "request.intro": "हमें बताइए कब और कहाँ; हमारी टीम कार और किराया कन्फ़र्म करने के लिए आपको कॉल करेगी।",
  "request.name": "नाम",
  "request.email": "ई-मेल",
  "request.phone": "फ़ोन",
  "request.optional": "(वैकल्पिक)",
  "request.datetime": "तारीख़ और समय",
  "request.pickup": "पिकअप की जगह",
  "request.drop": "ड्रॉप की जगह",
  "request.extras": "अतिरिक्त सुविधाएँ",
  "request.pets": "पालतू जानवर साथ",
  "request.childSeat": "चाइल्ड सीट",
  "request.agree": "मैं [नियम और शर्तें](terms) स्वीकार करता/करती हूँ",
  "request.cancel": "रद्द करें",
  "request.submit": "अनुरोध भेजें",
  "request.submitting": "भेजा जा रहा है...",
  "request.sent": "अनुरोध भेज दिया गया",
  "request.received": "धन्यवाद! आपका अनुरोध मिल गया है। जानकारी कन्फ़र्म करने के लिए हमारी टीम जल्द ही आपको कॉल करेगी।",
  "request.close": "बंद करें",
} satisfies Record<keyof typeof en, string>;
