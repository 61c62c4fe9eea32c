// Public entry of the leads feature: the event enquiry and the service request form (loaded on demand).
export { EventEnquiryForm } from "./components/event-enquiry-form";
export { LazyServiceRequestModal, preloadServiceRequestModal } from "./components/lazy-service-request-modal";
// a type only: the modal itself stays in its own chunk
export type { ServiceRequestInitialValues } from "./components/service-request-modal";
