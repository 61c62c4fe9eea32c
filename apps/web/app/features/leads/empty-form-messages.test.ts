import { it } from "vitest";
import { EventEnquirySchema } from "@chauffeur/contracts";
import { expectEmptyFormMessages, type AnyResolver } from "~/lib/empty-form-messages";
import { eventEnquiryResolver } from "./validation";
import { eventEnquiryEmptyForm } from "./lazy-resolvers";

it("the event enquiry's empty-form messages, answered before the schema arrives, are the schema's own", () =>
  expectEmptyFormMessages(EventEnquirySchema, eventEnquiryResolver as unknown as AnyResolver, eventEnquiryEmptyForm));
