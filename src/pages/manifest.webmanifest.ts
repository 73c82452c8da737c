import type { APIRoute } from 'astro';

/** Web app manifest: installable, standalone, with real icons (public/icons). */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: 'Stillwell: Mindfulness Tools',
      short_name: 'Stillwell',
      description: 'Free breathing, focus, sound and meditation tools. Private and offline.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f4ee',
      theme_color: '#2e6b5e',
      categories: ['health', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
