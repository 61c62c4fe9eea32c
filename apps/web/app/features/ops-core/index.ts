// Public entry of ops-core, the operations console's shared layer (API helper, shell, tabs, badges, countdowns).
export { errorMessage, opsRequest, qs } from "./api";
export { Countdown, useServerNow } from "./components/countdown";
export { OpsShell } from "./components/ops-shell";
export { Dl, Empty, ErrorNote, Loading, PageHeader } from "./components/page";
export { PaymentState, StatusBadge, label } from "./components/status-badge";
export { TabPanel, Tabs } from "~/components/ui/tabs";
