import type en from "../../en-IN/marketing/event.ts";

/** Odia marketing texts, part "event" (same keys as en-IN/marketing/event.ts; or-IN/marketing.ts joins the parts). */
export default {
  "event.eyebrow": "ବାହାଘର · କର୍ପୋରେଟ୍ · କନସର୍ଟ",
  "event.title": "ପ୍ରତ୍ୟେକ ଆଗମନକୁ ସ୍ମରଣୀୟ କରନ୍ତୁ",
  "event.text":
    "ବରଯାତ୍ରାଠାରୁ ତିନି ଦିନିଆ କନଫରେନ୍ସ ପର୍ଯ୍ୟନ୍ତ, ଆମେ ଆପଣଙ୍କ ଲୋକଙ୍କୁ ଏକାପରି ଲକ୍ସରି କାର୍‌ରେ ଠିକ୍ ସମୟରେ ପହଞ୍ଚାଉ। ଆପଣଙ୍କ ଉତ୍ସବ ବିଷୟରେ ଜଣାନ୍ତୁ, ଆମେ 48 ଘଣ୍ଟା ମଧ୍ୟରେ ଆପଣଙ୍କୁ କଲ୍ କରିବୁ।",
  "event.whatYouGet": "ଆପଣ କ'ଣ ପାଇବେ",
  "event.promise": "ପ୍ରତ୍ୟେକ ଅତିଥି ମୁଖ୍ୟ ଅତିଥି ଭଳି ପହଞ୍ଚନ୍ତି",
  "event.personalised.title": "ଆପଣଙ୍କ ପାଇଁ ତିଆରି ବ୍ୟବସ୍ଥା",
  "event.personalised.text":
    "ଆପଣଙ୍କ ଦିନ ଅନୁଯାୟୀ ତିଆରି ଫ୍ଲିଟ୍ ପ୍ଲାନ୍: ବୋହୂଙ୍କ କାର୍, ପରିବାରର କନଭୟ, ହୋଟେଲ ଓ ଭେନ୍ୟୁ ମଧ୍ୟରେ ଅତିଥିଙ୍କ ପାଇଁ ସଟଲ୍, ଏୟାରପୋର୍ଟରୁ VIP ପିକଅପ୍।",
  "event.chauffeurs.title": "ତାଲିମପ୍ରାପ୍ତ ଡ୍ରାଇଭର",
  "event.chauffeurs.text":
    "ୟୁନିଫର୍ମରେ, ଭଦ୍ର ଓ ପ୍ରତ୍ୟେକ ସମୟ ଓ ଠିକଣା ବିଷୟରେ ଆଗରୁ ଜାଣିଥିବା, ଯାହାଦ୍ୱାରା ଆପଣଙ୍କ ଅତିଥିଙ୍କୁ ଅପେକ୍ଷା କରିବାକୁ ପଡ଼େନାହିଁ କି ବାଟ ହଜେନାହିଁ।",
  "event.concierge.title": "କନସିଅର୍ଜ ସହାୟତା",
  "event.concierge.text":
    "ସମଗ୍ର ଉତ୍ସବ ପାଇଁ ଜଣେ କୋଅର୍ଡିନେଟର୍, ପ୍ରଥମ ପିକଅପ୍‌ରୁ ଶେଷ ଡ୍ରପ୍ ପର୍ଯ୍ୟନ୍ତ ଫୋନରେ ଉପଲବ୍ଧ, ଆପଣଙ୍କ ପ୍ଲାନର ଓ ଭେନ୍ୟୁ ସହ ମିଶି କାମ କରନ୍ତି।",
  "event.formTitle": "ଆମ ସହ ଆପଣଙ୍କ ଉତ୍ସବର ଯୋଜନା କରନ୍ତୁ",
  "event.allRequired": "ସମସ୍ତ ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ।",
  "enquiry.form": "ଉତ୍ସବ ବିଷୟରେ ଅନୁସନ୍ଧାନ",
  "enquiry.type": "ଉତ୍ସବର ପ୍ରକାର",
  "enquiry.typeChoose": "ଉତ୍ସବ ବାଛନ୍ତୁ",
  "enquiry.type.corporate": "କର୍ପୋରେଟ୍ କାର୍ଯ୍ୟକ୍ରମ",
  "enquiry.type.concert": "କନସର୍ଟ / ପ୍ରଦର୍ଶନୀ",
  "enquiry.type.conference": "କନଫରେନ୍ସ",
  "enquiry.type.wedding": "ବାହାଘର",
  "enquiry.type.other": "ଅନ୍ୟ",
  "enquiry.name": "ନାମ",
  "enquiry.phone": "ଫୋନ୍",
  "enquiry.description": "ଆପଣଙ୍କ ଉତ୍ସବ ବିଷୟରେ ଜଣାନ୍ତୁ",
  "enquiry.descriptionHint": "ତାରିଖ, ଭେନ୍ୟୁ, ଅତିଥି ଓ କାର୍ ସଂଖ୍ୟା, ସମୟ",
  "enquiry.submit": "କଲ୍ ବ୍ୟାକ୍ ପାଆନ୍ତୁ",
  "enquiry.sending": "ପଠାଯାଉଛି...",
  "enquiry.successTitle": "ଅନୁରୋଧ ପଠାଗଲା!",
  "enquiry.successText": "ଆମେ ଆପଣଙ୍କ ଉତ୍ସବ ଅନୁରୋଧ ପାଇଛୁ ଏବଂ 48 ଘଣ୍ଟା ମଧ୍ୟରେ ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ।",
  "enquiry.another": "ଆଉ ଏକ ଅନୁରୋଧ ପଠାନ୍ତୁ",
} satisfies Record<keyof typeof en, string>;
