// An .astro component imported by a .ts module (the JSON pages' cards, src/data/card-html.ts):
// tsc cannot read .astro files, astro check types them in full.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
