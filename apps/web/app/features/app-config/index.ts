// Public entry of the app-config feature: the configuration the server publishes to the browser.
export { useAppConfig } from "./use-app-config";
