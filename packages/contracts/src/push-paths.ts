/** Web push for the installed app: the installation's VAPID public key and each device's subscription (no zod here:
 * the web app's code imports this file alone). */
export const pushPaths = {
  key: "/api/v1/push/key",
  subscriptions: "/api/v1/push/subscriptions",
} as const;
