// Public entry of the payments feature: the payment status page after the gateway.
export { PaymentStatusShell, PaymentStatusView } from "./components/payment-status-view";
