import type { MetaFunction } from "react-router";
import { EventExperience, marketingMeta } from "~/features/marketing";
import { paths } from "~/lib/paths";
import { EventEnquiryForm } from "~/features/leads";

export const handle = { heroUnderHeader: true };

export const meta: MetaFunction = ({ location }) => marketingMeta(location.pathname, "event", paths.eventExperience);

export default function EventExperiencePage() {
  return <EventExperience form={<EventEnquiryForm />} />;
}
