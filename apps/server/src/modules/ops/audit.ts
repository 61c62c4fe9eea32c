/** The console's audit entries go through the one audit writer (lib/audit.ts). */
export { writeAudit, type AuditEntry } from "../../lib/audit.ts";
