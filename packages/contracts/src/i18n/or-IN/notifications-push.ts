import type en from "../en-IN/notifications-push.ts";

/** Odia push texts (push.*), spread into notifications.ts. */
export default {
  "push.onMyWay.title": "ଆପଣଙ୍କ ଡ୍ରାଇଭର ବାଟରେ ଅଛନ୍ତି",
  "push.onMyWay.body": "{chauffeur} {car}ରେ ଆପଣଙ୍କ ପାଖକୁ ଆସୁଛନ୍ତି। ବୁକିଂ {reference}।",
  "push.onMyWay.bodyEta": "{chauffeur} {car}ରେ ଆପଣଙ୍କ ପାଖକୁ ଆସୁଛନ୍ତି, ପ୍ରାୟ {minutes} ମିନିଟ ଦୂରରେ। ବୁକିଂ {reference}।",
  "push.arrived.title": "ଆପଣଙ୍କ ଡ୍ରାଇଭର ପହଞ୍ଚିଗଲେଣି",
  "push.arrived.body": "{chauffeur} {car}ରେ ପିକଅପରେ ଅପେକ୍ଷା କରୁଛନ୍ତି। ବୁକିଂ {reference}।",
  "push.confirmed.title": "ବୁକିଂ {reference} ନିଶ୍ଚିତ ହେଲା",
  "push.confirmed.body": "{chauffeur} {time}ରେ {car}ରେ ଆପଣଙ୍କୁ ନେଇଯିବେ।",
  "push.tripAssigned.title": "ନୂଆ ଟ୍ରିପ {reference}",
  "push.tripAssigned.body": "ପିକଅପ {time}, {pickup}।",
} as const satisfies Record<keyof typeof en, string>;
