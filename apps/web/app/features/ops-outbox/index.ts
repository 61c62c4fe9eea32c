// Public entry of the ops-outbox feature (operations console: the outbox of e-mails and SMS).
export { OutboxPage } from "./components/outbox-page";
