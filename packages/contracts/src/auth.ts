import { z } from "zod";

/** The user object the API returns (seed 000 §3), never with secrets. */
export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  workEmail: z.string().nullable(),
  phone: z.string().nullable(),
  homecity: z.string().nullable(),
  profilePicture: z.string().nullable(),
  role: z.enum(["rider", "operator"]),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), user: UserSchema });
