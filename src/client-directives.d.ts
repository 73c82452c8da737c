import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint (`src/lib/site/painted-directive.ts`). */
    'client:painted'?: boolean;
  }
}
