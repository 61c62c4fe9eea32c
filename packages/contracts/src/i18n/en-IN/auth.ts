/**
 * English texts of sign in, registration, OTP, password reset, account recovery (decision record 018). The specification's texts exactly as it gives them; import them
 * from the message tables where they exist rather than retyping them.
 */
export default {} as const satisfies Record<string, string>;
