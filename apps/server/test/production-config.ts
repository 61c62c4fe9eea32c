/**
 * Settings that replace every embedded transport, i.e. production mode (config.ts installationMode). The addresses
 * are a closed local port: nothing is called at start, and a test that sends passes test doubles as adapters.
 */
export const PRODUCTION_TRANSPORTS: Record<string, string> = {
  SMTP_URL: "smtp://127.0.0.1:9",
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "test-msg91-auth-key",
  MSG91_TEMPLATE_ID: "test-template-id",
  MSG91_API_BASE: "http://127.0.0.1:9",
  RAZORPAY_KEY_ID: "rzp_test_modes",
  RAZORPAY_KEY_SECRET: "modes-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "modes-webhook-secret",
  RAZORPAY_API_BASE: "http://127.0.0.1:9",
};
