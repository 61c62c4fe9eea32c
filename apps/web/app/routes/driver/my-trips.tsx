import { TripsScreen } from "~/features/driver-app";

export const meta = () => [{ title: "My trips · Chauffeur app" }, { name: "robots", content: "noindex" }];

export default function MyTrips() {
  return <TripsScreen />;
}
