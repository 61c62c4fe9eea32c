import { TripsScreen, driverTitle } from "~/features/driver-app";

export const meta = () => [{ title: driverTitle("meta.myTrips") }, { name: "robots", content: "noindex" }];

export default function MyTrips() {
  return <TripsScreen />;
}
