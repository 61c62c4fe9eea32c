export { charge } from "./charge.service.ts";
