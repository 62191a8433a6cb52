import 'astro';

// The site's own client directive (src/lib/client-directives/painted.ts), known to the
// compiler's types.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
