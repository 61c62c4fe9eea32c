import { useParams } from "react-router";
import { SharedTripScreen } from "~/features/live-trip";

// a share link is private to whoever holds it: never indexed, and the token is not sent on as a referrer
export const meta = () => [
  { title: "Shared trip | Sarathi Luxe" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** The signed-out share page (/shared-trip/:token): a read-only live view of someone's trip. */
export default function SharedTripRoute() {
  const { token = "" } = useParams();
  return <SharedTripScreen token={token} />;
}
