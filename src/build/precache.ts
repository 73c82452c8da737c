/** Maps built file names to the clean URLs pages are served at (build.format 'file', no trailing slash). */
export function toPageUrl(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`;
  return `/${file}`;
}
