import type { Locale } from "@chauffeur/contracts";

/**
 * The SMS a chauffeur gets when their time off is decided, in their language (`chauffeurs.language`); each language's
 * text is its own DLT template (`chauffeur.time_off_<decision>`, `.hi-IN` and `.or-IN` beside it: lib/i18n templateIn).
 * Kept beside the service rather than in the notifications catalogue: only this module sends them.
 */
export type TimeOffDecision = "approved" | "declined" | "cancelled";

interface Words {
  days: (from: string, to: string) => string;
  approved: (brand: string, days: string) => string;
  declined: (brand: string, days: string, reason: string) => string;
  cancelled: (brand: string, days: string) => string;
}

const WORDS: Record<Locale, Words> = {
  "en-IN": {
    days: (from, to) => (from === to ? from : `${from} to ${to}`),
    approved: (brand, days) => `${brand}: your time off ${days} is approved. See My schedule in the chauffeur app.`,
    declined: (brand, days, reason) => `${brand}: your time off request ${days} is declined: ${reason}`,
    cancelled: (brand, days) =>
      `${brand}: your time off ${days} was cancelled by operations. You are on duty as usual.`,
  },
  "hi-IN": {
    days: (from, to) => (from === to ? from : `${from} से ${to}`),
    approved: (brand, days) => `${brand}: आपकी छुट्टी ${days} स्वीकृत है। ड्राइवर ऐप में 'मेरा शेड्यूल' देखें।`,
    declined: (brand, days, reason) => `${brand}: आपकी छुट्टी का अनुरोध ${days} अस्वीकार हुआ: ${reason}`,
    cancelled: (brand, days) => `${brand}: आपकी छुट्टी ${days} ऑपरेशंस ने रद्द कर दी। आप सामान्य रूप से ड्यूटी पर हैं।`,
  },
  "or-IN": {
    days: (from, to) => (from === to ? from : `${from} ରୁ ${to}`),
    approved: (brand, days) => `${brand}: ଆପଣଙ୍କ ଛୁଟି ${days} ମଞ୍ଜୁର ହୋଇଛି। ଡ୍ରାଇଭର ଆପ୍‌ରେ 'ମୋ ସିଡ୍ୟୁଲ୍' ଦେଖନ୍ତୁ।`,
    declined: (brand, days, reason) => `${brand}: ଆପଣଙ୍କ ଛୁଟି ଅନୁରୋଧ ${days} ନାମଞ୍ଜୁର ହୋଇଛି: ${reason}`,
    cancelled: (brand, days) => `${brand}: ଆପଣଙ୍କ ଛୁଟି ${days} ଅପରେସନ୍ସ ବାତିଲ କରିଛି। ଆପଣ ସାଧାରଣ ଭାବେ ଡ୍ୟୁଟିରେ ଅଛନ୍ତି।`,
  },
};

/** 'YYYY-MM-DD' → '3 Dec' (the same in every language: digits and the English month the app shows). */
function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return d.toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
}

export function timeOffSms(
  decision: TimeOffDecision,
  o: { brand: string; startsOn: string; endsOn: string; reason?: string | null },
  locale: Locale,
): string {
  const w = WORDS[locale];
  const days = w.days(shortDay(o.startsOn), shortDay(o.endsOn));
  if (decision === "declined") return w.declined(o.brand, days, o.reason ?? "");
  return w[decision](o.brand, days);
}
