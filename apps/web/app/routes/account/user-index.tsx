import { redirect } from "react-router";
import { paths } from "~/lib/paths";

/** /user redirects to /user/profile. */
export const clientLoader = () => redirect(paths.profile);
export default function UserIndex() {
  return null;
}
