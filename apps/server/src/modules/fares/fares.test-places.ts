/** The places the fares integration tests price trips between (fares.int.test.ts and fares-quotes.int.test.ts). */
export const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
export const BBSR = place("Bhubaneswar Railway Station (BBS), Master Canteen, Bhubaneswar, Odisha", 20.2664, 85.8434);
export const PURI = place("Shree Jagannath Temple, Grand Road, Puri, Odisha", 19.8048, 85.818);
export const KONARK = place("Konark Sun Temple, Konark, Puri, Odisha", 19.8876, 86.0945);
export const PIPILI = place("Pipili, Puri, Odisha", 20.114, 85.831);
export const KIIT = place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818);
export const KOLKATA = place("Kolkata, West Bengal", 22.5726, 88.3639);
