import type en from "../../en-IN/marketing/request.ts";

/** Odia marketing texts, part "request" (same keys as en-IN/marketing/request.ts; or-IN/marketing.ts joins the parts). */
export default {
  "request.intro": "କେବେ ଓ କେଉଁଠି ଜଣାନ୍ତୁ; କାର୍ ଓ ଭଡ଼ା କନଫର୍ମ କରିବା ପାଇଁ ଆମ ଟିମ୍ ଆପଣଙ୍କୁ କଲ୍ କରିବ।",
  "request.name": "ନାମ",
  "request.email": "ଇ-ମେଲ୍",
  "request.phone": "ଫୋନ୍",
  "request.optional": "(ଇଚ୍ଛାଧୀନ)",
  "request.datetime": "ତାରିଖ ଓ ସମୟ",
  "request.pickup": "ପିକଅପ୍ ସ୍ଥାନ",
  "request.drop": "ଡ୍ରପ୍ ସ୍ଥାନ",
  "request.extras": "ଅତିରିକ୍ତ ସୁବିଧା",
  "request.pets": "ପୋଷା ଜୀବ ସହ",
  "request.childSeat": "ଚାଇଲ୍ଡ ସିଟ୍",
  "request.agree": "ମୁଁ [ନିୟମ ଏବଂ ସର୍ତ୍ତାବଳୀ](terms) ସହ ସହମତ",
  "request.cancel": "ବାତିଲ୍",
  "request.submit": "ଅନୁରୋଧ ପଠାନ୍ତୁ",
  "request.submitting": "ପଠାଯାଉଛି...",
  "request.sent": "ଅନୁରୋଧ ପଠାଗଲା",
  "request.received": "ଧନ୍ୟବାଦ! ଆପଣଙ୍କ ଅନୁରୋଧ ମିଳିଛି। ବିବରଣୀ କନଫର୍ମ କରିବା ପାଇଁ ଆମ ଟିମ୍ ଶୀଘ୍ର ଆପଣଙ୍କୁ କଲ୍ କରିବ।",
  "request.close": "ବନ୍ଦ କରନ୍ତୁ",
} satisfies Record<keyof typeof en, string>;
