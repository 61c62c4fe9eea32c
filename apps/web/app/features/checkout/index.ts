// Public entry of the checkout feature: Pay Now, the order call and the payment gateway's checkout.
export { resumeOrder } from "./api/create-order";
export { useCheckout } from "./hooks/use-checkout";
export { PayNow, type PayNowParties } from "./pay-now";
