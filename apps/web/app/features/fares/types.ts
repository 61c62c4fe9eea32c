import type {
  AirportTransferRequest,
  CabBookingRequest,
  HourlyRequest,
  OrderRequest,
  OutstationRequest,
} from "@chauffeur/contracts";

/** The body of POST /api/v1/bookings/charges/{service}: one of the contracts' four request types. */
export type ChargeRequest = OutstationRequest | HourlyRequest | AirportTransferRequest | CabBookingRequest;

/** The body of POST /api/v1/bookings/order/{service}: the charge request plus the quote it was priced from. */
export type OrderBody = ChargeRequest & OrderRequest;
