import { describe, expect, it } from "vitest";
import { paymentBody } from "./payment-form";

describe("the console's 'Record payment'", () => {
  it("sends the rupees typed as paise, with the reference and the day", () => {
    expect(paymentBody({ amountRupees: "1,25,000.50", bankReference: " UTR123 ", receivedOn: "2026-12-02" })).toEqual({
      body: { amountPaise: 12_500_050, bankReference: "UTR123", receivedOn: "2026-12-02" },
    });
  });
  it("names the field of the first problem", () => {
    expect(paymentBody({ amountRupees: "0", bankReference: "U", receivedOn: "2026-12-02" })).toMatchObject({
      field: "amountRupees",
    });
    expect(paymentBody({ amountRupees: "12.345", bankReference: "U", receivedOn: "2026-12-02" })).toMatchObject({
      field: "amountRupees",
    });
    expect(paymentBody({ amountRupees: "10", bankReference: " ", receivedOn: "2026-12-02" })).toEqual({
      field: "bankReference",
      message: "Enter the bank's reference (UTR)",
    });
    expect(paymentBody({ amountRupees: "10", bankReference: "U", receivedOn: "" })).toMatchObject({
      field: "receivedOn",
    });
  });
});
