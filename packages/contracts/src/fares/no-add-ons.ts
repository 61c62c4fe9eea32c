/** No add-ons chosen (the `AddOns` of fares/requests.ts; kept apart from its schema so the forms load it without zod). */
export const NO_ADD_ONS: {
  airportToll: boolean;
  placard: { required: boolean; text: string };
  pets: { dogs: boolean; cats: boolean };
  bookForOther: { isBooking: boolean; otherGuestInfo: string };
  childSeat: boolean;
} = {
  airportToll: false,
  placard: { required: false, text: "" },
  pets: { dogs: false, cats: false },
  bookForOther: { isBooking: false, otherGuestInfo: "" },
  childSeat: false,
};
