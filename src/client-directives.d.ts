import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint (`src/lib/hydration/painted-directive.ts`). */
    'client:painted'?: boolean;
  }
}
