// The operator's second factor (docs/security.md §5). Only the console's lazy chunk imports this feature; the QR code
// is an SVG the server renders, so no QR library reaches any browser bundle.
import {
  secondFactorPaths,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type SecondFactorVerify,
} from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

export const fetchSecondFactorStatus = () => apiRequest<SecondFactorStatus>(secondFactorPaths.status);
export const fetchSecondFactorSetup = () => apiRequest<SecondFactorSetup>(secondFactorPaths.setup);
export const confirmSecondFactor = (code: string, password: string) =>
  apiRequest<{ success: true; message: string; recoveryCodes: string[] }>(secondFactorPaths.confirm, {
    method: "POST",
    body: { code, password },
  });
export const verifySecondFactor = (body: SecondFactorVerify) =>
  apiRequest<{ success: true; message: string; recoveryCodesLeft: number }>(secondFactorPaths.verify, {
    method: "POST",
    body,
  });
