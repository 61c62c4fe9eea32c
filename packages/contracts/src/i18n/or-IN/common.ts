import type en from "../en-IN/common.ts";

/** Odia texts of the site's chrome (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {
  "footer.about": "ସମଗ୍ର ଓଡ଼ିଶାରେ ଡ୍ରାଇଭର ସହ ଲକ୍ସରି କାର୍: ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍, ଘଣ୍ଟା ହିସାବରେ ରେଣ୍ଟାଲ୍, ଏୟାରପୋର୍ଟ ଟ୍ରାନ୍ସଫର୍ ଏବଂ କାର୍ଯ୍ୟକ୍ରମ।",
  "footer.social": "ସୋସିଆଲ ଲିଙ୍କ",
  "footer.company": "କମ୍ପାନୀ",
  "footer.aboutUs": "ଆମ ବିଷୟରେ",
  "footer.privacyPolicy": "ଗୋପନୀୟତା ନୀତି",
  "footer.cancellationRefund": "କ୍ୟାନସେଲେସନ୍ ଏବଂ ରିଫଣ୍ଡ",
  "footer.terms": "ନିୟମ ଏବଂ ସର୍ତ୍ତାବଳୀ",
  "footer.faqs": "ବାରମ୍ବାର ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ",
  "footer.services": "ସେବା",
  "footer.airportTransfers": "ଏୟାରପୋର୍ଟ ଟ୍ରାନ୍ସଫର୍",
  "footer.cityRentals": "ସିଟି ରେଣ୍ଟାଲ୍",
  "footer.outstationTrips": "ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍",
  "footer.eventPartnerships": "କାର୍ଯ୍ୟକ୍ରମ ସହଭାଗିତା",
  "footer.support": "ସହାୟତା",
  "footer.callUs": "ଆମକୁ କଲ କରନ୍ତୁ",
  "footer.email": "ଇମେଲ",
  "footer.whatsapp": "ହ୍ୱାଟସଆପ",
  "footer.copyright": "© 2025 {name}. ସମସ୍ତ ଅଧିକାର ସଂରକ୍ଷିତ। {legalName}ର ଏକ ଉତ୍ପାଦ",
} satisfies Record<keyof typeof en, string>;
