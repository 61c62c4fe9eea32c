import type { SandboxCompleteResponse } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** The sandbox gateway's checkout: the server simulates the provider and signs the result. */
export const completeSandboxCheckout = (orderId: string, outcome: "success" | "failure") =>
  apiRequest<SandboxCompleteResponse>("/api/v1/payments/sandbox/checkout", {
    method: "POST",
    body: { orderId, outcome },
  });
