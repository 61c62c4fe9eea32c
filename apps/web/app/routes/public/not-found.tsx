import { Link } from "react-router";
import { paths } from "~/lib/paths";

export const meta = () => [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <section className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl md:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-ink-600">The page you are looking for has moved or never existed.</p>
      <Link to={paths.home} className="btn-dark mt-8">
        Back to Home
      </Link>
    </section>
  );
}
