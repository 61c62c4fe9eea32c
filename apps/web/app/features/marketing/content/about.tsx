import { Link } from "react-router";
import { paths } from "~/lib/paths";

/** About Us: founded in June 2025, with the story. */
export function AboutContent() {
  return (
    <>
      <p className="!text-lg">
        Sarathi Luxe was founded in <strong>June 2025</strong> in Bhubaneswar with one idea: a car booked for an
        important day should arrive early, spotless, and with a chauffeur who treats you as a guest.
      </p>

      <h2>Why we started</h2>
      <p>
        Our founders spent years travelling for work between Bhubaneswar, Cuttack and Puri. Booking a good car meant
        phoning three operators, haggling, and hoping the car that turned up was the one promised. Drivers cancelled at
        the last minute before early flights. For family weddings, nobody could say which car would come for the bride.
      </p>
      <p>
        A <em>sarathi</em> is a charioteer: the one trusted to carry someone safely to where they need to be. We took
        the name as a promise and built the service around it.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Pre-scheduled, never on-demand.</strong> Every ride is planned hours ahead, so the right car and
          chauffeur are assigned and ready.
        </li>
        <li>
          <strong>No cancellations from our side.</strong> Once we confirm a ride, it happens.
        </li>
        <li>
          <strong>Chauffeurs, not just drivers.</strong> Verified, trained in hospitality, and familiar with every road
          from the airport to Konark.
        </li>
        <li>
          <strong>Clear prices.</strong> You see the full fare before you pay, with add-ons itemised.
        </li>
        <li>
          <strong>People on the phone.</strong> A real person answers, 24 hours a day.
        </li>
      </ul>

      <h2>Where we are going</h2>
      <p>
        Today we serve Bhubaneswar and Cuttack, the airport, and destinations across Odisha. Weddings and corporate
        events have become a large part of what we do, working with venues and planners across the city. Whatever the
        occasion, <Link to={paths.home}>book a ride</Link> or{" "}
        <Link to={paths.eventExperience}>tell us about your event</Link>.
      </p>
    </>
  );
}
