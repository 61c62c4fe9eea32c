/**
 * User-facing texts copied verbatim from the specification.
 * The README's "Policy readings" section says where we read the specification one way rather than another.
 * Never reword these: acceptance tests compare them letter for letter.
 */

// validation (specification text)
export const authValidation = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  phoneRequired: "Phone is required",
  phoneInvalid: "Enter a valid 10-digit number",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  confirmRequired: "Please confirm your password",
  passwordsDontMatch: "The passwords do not match",
  forgotEmailInvalid: "Please enter a valid email address",
  otpInvalid: "Please enter a valid 5-digit OTP.",
  resetPasswordMin: "Password must be at least 6 characters long",
  resetPasswordComplexity: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  resetPasswordsDontMatch: "Passwords do not match",
  deletePasswordBlank: "Please enter your password to delete account",
} as const;

// error catalogue (client fallbacks) and screen texts (specification text)
export const authMessages = {
  registrationFailed: "Registration failed Network Error, please try again!",
  loginFailed: "Login failed Network Error, please try again!",
  forgotFailed: "Failed to send reset email. Please try again.",
  otpFailed: "OTP verification failed",
  resetFailed: "Failed to reset password. Please try again.",
  profileUpdate401: "Please login again to update your profile",
  profileUpdate400: "Please check your input data",
  profileUpdateFailed: "Failed to update profile. Please try again.",
  delete401: "Incorrect password",
  delete400: "Account deletion request already submitted",
  deleteFailed: "Failed to delete account. Please try again.",
  recover404: "Account not found or not eligible for recovery",
  recover401: "Invalid credentials",
  recover403: "Recovery window expired. Please contact support for assistance.",
  recoverFailed: "Failed to recover account. Please try again.",
  logoutFailed: "Failed to logout. Please try again.",
  alreadyLoggedIn: "You're logged in. Redirecting to home page...",
  checkingSession: "Checking your session...",
  otpPrompt: "Enter the 5-digit OTP sent to your registered phone.",
  loadingProfile: "Loading your profile...",
  loadingUserData: "Loading user data...",
  phoneNotProvided: "Phone not provided",
  notProvided: "Not Provided",
  deleteDialogText:
    "This action will request account deletion. Your account will be permanently deleted after 30 days. You can recover it within 72 hours by contacting support.",
  deletePasswordLabel: "Enter your password to confirm:",
} as const;

// fare request validation (specification text)
export const fareValidation = {
  locationsRequired: "Please enter both pickup and drop-off locations.",
  departureRequired: "Please select a departure date and time.",
  advanceRequired: "Bookings must be made at least 6 hours in advance.",
  returnRequired: "Return date and time is required for round trips.",
  returnAfterDeparture: "Return time must be after departure time.",
  outstationDistance: "Distance must be between 1 and 500 km for outstation trips.",
  hourlyDuration: "Duration must be between 1 and 12 hours.",
  suitcaseLimit: "Max suitcases allowed for 5 passengers is now 2",
  termsRequired: "You must agree to the Terms & Conditions before submitting.",
} as const;

// error catalogue (specification text)
export const fareMessages = {
  timeout: "Request timeout - backend server may be down.",
  unauthorized: "Authentication required - please login to continue.",
  invalidDetails: "Invalid booking details provided",
  serverError: "Server error - please try again later.",
  offline: "No internet connection.",
  failed: "Failed to calculate fare. Please try again.",
  unsuccessful: "Failed to calculate fare",
  updateServerError: "Server error - please try again later",
  updateFailed: "Failed to update fare. Please try again.",
  noFareTitle: "No Fare Data Found",
  noFareText: "Please go back and calculate the fare first.",
} as const;

export const bookingMessages = {
  invalidDetails: "Invalid booking details provided",
  loginRequired: "Please login to continue with the booking",
  serverError: "Server error - please try again later",
  offline: "No internet connection",
  createFailed: "Failed to create booking. Please try again.",
  createUnsuccessful: "Failed to create booking",
  gatewayMissing: "Payment gateway not available. Please refresh the page.",
  gatewayOpenFailed: "Failed to open payment gateway",
  paymentCancelled: "Payment cancelled",
  paymentFailed: "Payment failed",
  invalidPaymentConfig: "Invalid payment configuration received",
  decryptFailed: "Failed to decrypt payment options",
  listFailed: "Unable to fetch bookings. Please try again later.",
  listUnsuccessful: "Failed to fetch bookings",
  detailsUnsuccessful: "Failed to fetch booking details",
  detailsFailed: "Unable to fetch booking details. Please try again.",
  cancelSuccess: "Booking cancelled successfully",
  cancelUnsuccessful: "Failed to cancel booking",
  cancelFailed: "Unable to cancel booking. Please try again.",
  noBookingsTitle: "No Bookings Found",
} as const;

export const paymentMessages = {
  verificationUnsuccessful: "Payment verification failed",
  invalidToken: "Invalid payment token",
  notFound: "Payment not found",
  serverError: "Server error - please contact support",
  offline: "No internet connection",
  verificationFailed: "Payment verification failed. Please try again.",
  invalidRequest: "Invalid payment verification request",
  unknownError: "An unknown error occurred during payment processing",
  /** paying an order that is already paid (sandbox checkout, 409; docs/security.md §2) */
  alreadyPaid: "This booking is already paid.",
  /** too many failed callbacks or webhooks from one address (429, with Retry-After; docs/security.md §2) */
  tooManyFailures: "Too many failed payment confirmations from this network. Please wait 15 minutes and try again.",
  /** the gateway could not be reached to confirm a webhook; the provider retries it (docs/security.md §2) */
  gatewayUnavailable: "The payment gateway could not be reached to confirm this event. Please retry later.",
} as const;

export const leadMessages = {
  eventFailed: "Something went wrong",
  eventNetwork: "Network error. Please try again.",
  eventSubmittedTitle: "Request Submitted!",
  eventSubmittedText: "We've received your event request and will contact you within 48 hours.",
  faqEmpty: "No FAQs available for this category yet.",
} as const;
