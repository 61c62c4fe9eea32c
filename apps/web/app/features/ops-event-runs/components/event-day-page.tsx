import { Link, useParams } from "react-router";
import { EventRunsPanel } from "./event-runs-panel";

/** /ops/events/:id/day: the event's cars on the day, to assign (the event's page links here). */
export function EventDayPage() {
  const { id = "" } = useParams();
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to={`/ops/events/${id}`} className="underline underline-offset-2">
          Back to the event
        </Link>
      </p>
      <EventRunsPanel eventId={id} />
    </div>
  );
}
