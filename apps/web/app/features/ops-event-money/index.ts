export { EventMoneyPanel } from "./components/event-money-panel";
