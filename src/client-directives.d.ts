import 'astro';

// The site's own client directives (src/lib/client-directives/), known to the compiler's types.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
    'client:touched'?: boolean;
  }
}
