import { redirect, type ClientLoaderFunctionArgs } from "react-router";
import { paths } from "~/lib/paths";
import { localeOfPath, localizePath } from "~/i18n";

/** /user redirects to /user/profile (/hi/user to /hi/user/profile: the page keeps its language). */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(locale ? localizePath(paths.profile, locale) : paths.profile);
};
export default function UserIndex() {
  return null;
}
