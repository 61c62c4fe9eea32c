// Public entry of the operator's second factor (set up and verify two-step verification).
export { fetchSecondFactorStatus } from "./api";
export { SecondFactorScreen } from "./second-factor-screen";
