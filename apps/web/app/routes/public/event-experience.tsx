import { EventExperience, pageMeta } from "~/features/marketing";
import { EventEnquiryForm } from "~/features/leads";

export const handle = { heroUnderHeader: true };

export const meta = () =>
  pageMeta({
    title: "Wedding & Event Cars",
    description:
      "Make arrivals memorable: chauffeur-driven luxury cars for weddings, corporate events, conferences and concerts in Bhubaneswar and Odisha. Personalised fleet plans, trained chauffeurs, concierge support.",
    path: "/event-experience",
  });

export default function EventExperiencePage() {
  return <EventExperience form={<EventEnquiryForm />} />;
}
