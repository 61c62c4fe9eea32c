import { useParams } from "react-router";
import { TripScreen, driverTitle } from "~/features/driver-app";

export const meta = () => [{ title: driverTitle("meta.trip") }, { name: "robots", content: "noindex" }];

export default function DriverTrip() {
  const { id = "" } = useParams();
  // a new trip is a new screen: nothing of the previous one (dialogs, messages) carries over
  return <TripScreen key={id} id={id} />;
}
