import { z } from "./z.ts";
import { singleLine } from "./zod-strings.ts";
import { authValidation as V } from "./messages.ts";
import { HOME_CITIES, OTP_LENGTH, PASSWORD_MIN } from "./constants.ts";
import { LOCALES } from "./i18n/locales.ts";
import { EMAIL_TLD_2_4, EMAIL_TLD_2_PLUS, PASSWORD_MAX, otpRegex } from "./auth-values.ts";

export * from "./auth-values.ts";

/** The user object the API returns, never with secrets. */
export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  workEmail: z.string().nullable(),
  phone: z.string().nullable(),
  homecity: z.string().nullable(),
  profilePicture: z.string().nullable(),
  role: z.enum(["rider", "operator", "chauffeur"]),
  createdAt: z.string(),
  /** an e-mail change waiting for the link sent to the new address (docs/security.md §4); absent or null when none */
  pendingEmail: z.string().nullable().optional(),
  /** who is sent the trip link when the rider presses SOS (optional; README "The day of the ride") */
  emergencyContactName: z.string().nullable().optional(),
  emergencyContactPhone: z.string().nullable().optional(),
  /** the language SMS, e-mails and invoices are sent in (decision record 017) */
  language: z.enum(LOCALES).optional(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), user: UserSchema });

// ---- field rules ----------------------------------------------------------------------------------------------------

const NAME_MAX = 100;
const EMAIL_MAX = 254;

const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).check(singleLine).trim().min(1, message).max(max);

export const nameField = requiredText(V.nameRequired, NAME_MAX);
export const emailField = requiredText(V.emailRequired, EMAIL_MAX).regex(EMAIL_TLD_2_4, V.emailInvalid);
/** The form's phone: 10 digits typed after the fixed +91 prefix. */
export const phoneDigitsField = z
  .string({ error: V.phoneRequired })
  .check(singleLine)
  .trim()
  .min(1, V.phoneRequired)
  .regex(/^\d{10}$/, V.phoneInvalid);
/** The API's phone: +91 followed by 10 digits. */
export const phoneE164Field = z
  .string({ error: V.phoneRequired })
  .check(singleLine)
  .trim()
  .min(1, V.phoneRequired)
  .regex(/^\+91\d{10}$/, V.phoneInvalid);
export const passwordField = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .min(PASSWORD_MIN, V.passwordMin)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Reset-password rule: length plus lower, upper and digit. */
export const resetPasswordField = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .min(PASSWORD_MIN, V.resetPasswordMin)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/, V.resetPasswordComplexity);

// ---- requests ------------------------------------------------------------------------------------------------

export const RegisterRequestSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneE164Field,
  password: passwordField,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The Register tab's form; confirmPassword is removed before sending. */
export const RegisterFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneDigitsField,
    password: passwordField,
    confirmPassword: z.string({ error: V.confirmRequired }).min(1, V.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: V.passwordsDontMatch });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** Login: phone as registration; the password has no rule beyond being sent. */
export const LoginRequestSchema = z.object({
  phone: phoneE164Field,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(PASSWORD_MAX, V.passwordRequired),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export const LoginFormSchema = z.object({ phone: phoneDigitsField, password: z.string() });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const OtpVerifyRequestSchema = z.object({
  email: z.string().trim().min(1, V.emailRequired).max(EMAIL_MAX),
  phone: phoneE164Field,
  otp: z
    .number({ error: V.otpInvalid })
    .int(V.otpInvalid)
    .min(10 ** (OTP_LENGTH - 1), V.otpInvalid)
    .max(10 ** OTP_LENGTH - 1, V.otpInvalid),
});
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequestSchema>;

export const OtpResendRequestSchema = z.object({
  email: z.string().trim().min(1, V.emailRequired).max(EMAIL_MAX),
  phone: phoneE164Field,
});
export type OtpResendRequest = z.infer<typeof OtpResendRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email: requiredText(V.emailRequired, EMAIL_MAX).regex(EMAIL_TLD_2_PLUS, V.forgotEmailInvalid),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z
  .object({
    password: resetPasswordField,
    confirmPassword: z.string({ error: V.confirmRequired }).min(1, V.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: V.resetPasswordsDontMatch });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
export const ResetTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });
/**
 * GET /api/v1/user/password/reset/:token: whether a reset link can still be used, asked when the reset page opens;
 * the token is not consumed. `reason` says why not: used (or made void by a later reset), expired, or unknown.
 */
export const ResetTokenStatusResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  reason: z.enum(["used", "expired", "unknown"]).optional(),
  message: z.string(),
});
export type ResetTokenStatusResponse = z.infer<typeof ResetTokenStatusResponseSchema>;

/** The body of a wrong OTP (400, code 'otp_wrong'): the message plus the tries left on this code. */
export const OtpWrongErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.literal("otp_wrong"),
  attemptsLeft: z.number().int().min(0),
});

const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid email address")
  .nullish();
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Enter a valid URL (https://…)")
  .nullish();

/** Profile form: name and e-mail required, e-mail an e-mail, picture a URL, the rest optional. */
export const ProfileUpdateSchema = z.object({
  name: nameField,
  email: requiredText(V.emailRequired, EMAIL_MAX).pipe(z.email(V.emailInvalid)),
  workEmail: optionalEmail,
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\+91\d{10}$/.test(v), V.phoneInvalid)
    .nullish(),
  homecity: z.enum(["", ...HOME_CITIES]).nullish(),
  profilePicture: optionalUrl,
  /** needed when the e-mail or the phone changes (docs/security.md §4) */
  currentPassword: z.string().max(PASSWORD_MAX).nullish(),
  /** the code sent to the new phone number: the phone changes only with it */
  phoneOtp: z
    .string()
    .trim()
    .refine((v) => v === "" || otpRegex.test(v), V.otpInvalid)
    .nullish(),
  /** the emergency contact sent the trip link on SOS: absent leaves it as it is, "" clears it */
  emergencyContactName: z.string().check(singleLine).trim().max(80, "Use at most 80 characters").nullish(),
  emergencyContactPhone: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\+91\d{10}$/.test(v), "Enter the number as +91 followed by 10 digits")
    .nullish(),
  /** the rider's language: absent leaves it as it is */
  language: z.enum(LOCALES, { error: "Choose English, Hindi or Odia." }).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** Resend the code to the new phone number of a pending phone change. */
export const PhoneOtpRequestSchema = z.object({ phone: phoneE164Field });
export const EmailChangeTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });
/** The account id in POST /api/v1/accounts/:id/restore (an operator restores an account awaiting deletion). */
export const AccountIdParamsSchema = z.object({ id: z.uuid() });

export const DeleteAccountRequestSchema = z.object({
  password: z
    .string({ error: V.deletePasswordBlank })
    .max(PASSWORD_MAX)
    .refine((v) => v.trim() !== "", V.deletePasswordBlank),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const RecoverAccountRequestSchema = z.object({
  phone: phoneE164Field,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(PASSWORD_MAX),
});
export type RecoverAccountRequest = z.infer<typeof RecoverAccountRequestSchema>;
export const RecoverFormSchema = z.object({
  phone: phoneDigitsField,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired),
});
export type RecoverForm = z.infer<typeof RecoverFormSchema>;

// ---- responses -----------------------------------------------------------------------------------------------

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const UserMessageResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: UserSchema });
export type UserMessageResponse = z.infer<typeof UserMessageResponseSchema>;
export const RegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** seconds until another OTP may be requested (the OTP screen's cooldown) */
  resendAfterSeconds: z.number().int(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export const OtpResendResponseSchema = RegisterResponseSchema;
/** PUT /user/me/update: the user, plus what still waits for confirmation (an e-mail link, a phone code). */
export const ProfileUpdateResponseSchema = UserMessageResponseSchema.extend({
  emailChange: z.object({ pendingEmail: z.string() }).optional(),
  phoneChange: z.object({ phone: z.string(), resendAfterSeconds: z.number().int() }).optional(),
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

// ---- development mailbox -------------------------------------------------------------------------------------

export const DevOutboxMessageSchema = z.object({
  channel: z.enum(["sms", "email", "whatsapp", "push"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  /** a push message's page, opened when its notification is tapped */
  url: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessageSchema>;
export const DevOutboxResponseSchema = z.object({ messages: z.array(DevOutboxMessageSchema) });
export const DevOutboxQuerySchema = z.object({ to: z.string().max(254).optional() });
