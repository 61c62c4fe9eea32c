/** An 'Add to calendar' file (RFC 5545) for a booking's pickup. */
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

export function bookingIcs(b: {
  id: string;
  reference: string;
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
  now: Date;
  /** the texts' language: named on SUMMARY and DESCRIPTION when it is not English */
  language?: string;
}) {
  const lang = b.language && b.language !== "en-IN" ? `;LANGUAGE=${b.language}` : "";
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sarathi Luxe//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${b.id}@sarathiluxe.in`,
    `DTSTAMP:${stamp(b.now)}`,
    `DTSTART:${stamp(b.start)}`,
    `DTEND:${stamp(b.end)}`,
    `SUMMARY${lang}:${esc(b.title)}`,
    `LOCATION:${esc(b.location)}`,
    `DESCRIPTION${lang}:${esc(b.description)}`,
    "BEGIN:VALARM",
    "TRIGGER:-PT1H",
    "ACTION:DISPLAY",
    `DESCRIPTION:${esc(b.title)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
