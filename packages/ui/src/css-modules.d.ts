// CSS Modules (`*.module.css` beside their components, issue 13): the bundlers (Next, Vite) map each
// class to a scoped name; this is their type for the package's own type check.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
