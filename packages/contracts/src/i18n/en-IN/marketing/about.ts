/** English marketing texts, part "about": About Us (en-IN/marketing.ts joins the parts). */
export default {
  "about.eyebrow": "Our story",
  "about.title": "About Us",
  "about.intro": "Chauffeur-driven luxury, from Bhubaneswar, since June 2025.",
  "about.lead":
    "Sarathi Luxe was founded in **June 2025** in Bhubaneswar with one idea: a car booked for an important day should arrive early, spotless, and with a chauffeur who treats you as a guest.",
  "about.why.title": "Why we started",
  "about.why.1":
    "Our founders spent years travelling for work between Bhubaneswar, Cuttack and Puri. Booking a good car meant phoning three operators, haggling, and hoping the car that turned up was the one promised. Drivers cancelled at the last minute before early flights. For family weddings, nobody could say which car would come for the bride.",
  "about.why.2":
    "A _sarathi_ is a charioteer: the one trusted to carry someone safely to where they need to be. We took the name as a promise and built the service around it.",
  "about.how.title": "How we work",
  "about.how.1":
    "**Pre-scheduled, never on-demand.** Every ride is planned hours ahead, so the right car and chauffeur are assigned and ready.",
  "about.how.2": "**No cancellations from our side.** Once we confirm a ride, it happens.",
  "about.how.3":
    "**Chauffeurs, not just drivers.** Verified, trained in hospitality, and familiar with every road from the airport to Konark.",
  "about.how.4": "**Clear prices.** You see the full fare before you pay, with add-ons itemised.",
  "about.how.5": "**People on the phone.** A real person answers, 24 hours a day.",
  "about.where.title": "Where we are going",
  "about.where.1":
    "Today we serve Bhubaneswar and Cuttack, the airport, and destinations across Odisha. Weddings and corporate events have become a large part of what we do, working with venues and planners across the city. Whatever the occasion, [book a ride](home) or [tell us about your event](event).",
} as const satisfies Record<string, string>;
