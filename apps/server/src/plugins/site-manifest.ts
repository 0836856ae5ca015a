import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@pf/shared';
import type { FastifyRequest } from 'fastify';
import { brandLanguage } from './site-page.ts';

/** The web app manifest, in the brand's name, so each brand installs as itself. */
export async function siteManifest(request: FastifyRequest): Promise<object> {
  let name = 'Games';
  let language = DEFAULT_LANGUAGE;
  try {
    const m = await request.merchant();
    name = m.name;
    language = brandLanguage(m);
  } catch {
    // An unknown host still gets a valid manifest; the app shows the domain error itself.
  }
  return {
    name,
    short_name: name.slice(0, 12),
    lang: LANGUAGE_TAGS[language],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0f1c',
    theme_color: '#0b0f1c',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
