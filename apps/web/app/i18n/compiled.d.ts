// A catalogue imported with `?compiled` (i18n-compile/plugin.ts): its messages as intl-messageformat ASTs.
declare module "*?compiled" {
  const messages: import("./store").CompiledMessages;
  export default messages;
}
