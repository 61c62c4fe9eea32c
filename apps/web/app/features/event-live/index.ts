export { EventLiveScreen } from "./components/event-live-screen";
