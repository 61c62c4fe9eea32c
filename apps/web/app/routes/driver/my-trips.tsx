import { useSearchParams } from "react-router";
import { ScheduleScreen, TripsScreen, driverTitle } from "~/features/driver-app";

/** /driver: 'My trips', or 'My schedule' with ?view=schedule (the app's two sections, one page). */
export const meta = ({ location }: { location: { search: string } }) => [
  {
    title: driverTitle(
      new URLSearchParams(location.search).get("view") === "schedule" ? "meta.schedule" : "meta.myTrips",
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function MyTrips() {
  const [params] = useSearchParams();
  return params.get("view") === "schedule" ? <ScheduleScreen /> : <TripsScreen />;
}
