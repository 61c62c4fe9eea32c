// Placeholder: the operations console issue replaces it. Lazy-loaded: riders' pages never load this module.
export const meta = () => [{ title: "Operations console" }, { name: "robots", content: "noindex" }];
export default function OpsConsole() {
  return <main className="p-8">Operations console</main>;
}
