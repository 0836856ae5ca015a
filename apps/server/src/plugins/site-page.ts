import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BANNER_PICTURE,
  type BannerGroup,
  type BundledLanguage,
  callAddress,
  DEFAULT_LANGUAGE,
  ENDPOINTS,
  isBundledLanguage,
  LANGUAGE_TAGS,
  PAGE_BANNERS,
  PAGE_MODULES,
  pageStartCalls,
  pictureSrcSet,
  siteBannersQuery,
  siteNoticeQuery,
} from '@pf/shared';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../areas/brand/index.ts';
import { SITE_DESCRIPTIONS } from './site-texts.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The build's chunk of each language's texts (`assets/locale-en-<hash>.js`, see the web build's
 * chunking), by lower-case language code.
 */
function localeChunks(webDist: string): Map<string, string> {
  const chunks = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(join(webDist, 'assets'));
  } catch {
    return chunks;
  }
  for (const name of names) {
    const match = /^locale-([a-z]{2})-[\w-]+\.js$/.exec(name);
    if (match?.[1]) chunks.set(match[1], `/assets/${name}`);
  }
  return chunks;
}

/**
 * The page code hints of each page module, written once per build from the web build's table
 * (`page-chunks.json`: each page module's chunk and the chunks it imports, beyond what the entry
 * loads). The app would request that code only once its entry had run (a round trip later on a
 * phone's network); named in the page, it downloads beside the entry. At low priority: it is needed
 * only once the entry (which waits for the style sheet's paint, and runs first) has arrived, so it
 * must not take the line's bandwidth from them. Missing (an older build) means no hints.
 */
function pageCodeHints(webDist: string): Map<string, string> {
  const hints = new Map<string, string>();
  let table: unknown;
  try {
    table = JSON.parse(readFileSync(join(webDist, 'page-chunks.json'), 'utf8'));
  } catch {
    return hints;
  }
  if (!table || typeof table !== 'object') return hints;
  for (const [module, files] of Object.entries(table as Record<string, unknown>)) {
    if (!Array.isArray(files)) continue;
    const links = files
      .filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `\n    <link rel="modulepreload" href="${file}" crossorigin fetchpriority="low" />`);
    hints.set(module, links.join(''));
  }
  return hints;
}

/** The address of the first banner a page of `group` shows, if it has any. */
export type FirstBanner = (
  merchant: Merchant,
  q: { group: BannerGroup; language: BundledLanguage },
) => Promise<string | undefined>;

/** The brand's own language where the site bundles it, else the site's default. */
export const brandLanguage = (m: Merchant): BundledLanguage =>
  isBundledLanguage(m.config.defaultLanguage) ? m.config.defaultLanguage : DEFAULT_LANGUAGE;

/**
 * A call the app makes as it starts, named in the page so the browser begins it with the scripts
 * and hands the app that answer. The address is written the way the app's client writes it
 * (`callAddress`): the browser matches the two only byte for byte.
 */
const fetchHint = (path: string, query?: Parameters<typeof callAddress>[1]) =>
  `\n    <link rel="preload" href="${escapeHtml(callAddress(path, query))}" as="fetch" crossorigin />`;

/**
 * The app asks for the banners (the same for every caller, asked without a token) and the notices
 * right after the permission; named here, the answers are on their way with the scripts. A launch
 * link's token marks a member, whose notice list is asked for with credentials: left to the app.
 */
function noticeOf(m: Merchant, member: boolean): string {
  const language = brandLanguage(m);
  const path = ENDPOINTS['content.notice'].path;
  const banners = fetchHint(path, siteBannersQuery(language, m.code));
  if (member) return banners;
  return `${banners}${fetchHint(path, siteNoticeQuery(language, m.code, false))}`;
}

/**
 * The public game calls a page makes as it opens (home's tiles and hot list, a lobby's vendors,
 * classifications and first page), named so their answers travel with the scripts. A launch
 * link's token marks a member: only the calls that answer every caller alike are named, and the
 * app takes the token out of the address before its router reads it. A lobby's first page depends
 * on the screen: a phone (by its client hint, else its user agent) scrolls 20 at a time, a wider
 * screen pages 42; a guess that misses costs one small request the app then makes itself.
 */
function startCallsOf(url: URL, m: Merchant, member: boolean, request: FastifyRequest): string {
  const params = new URLSearchParams(url.search);
  params.delete('token');
  const search = params.size > 0 ? `?${params}` : '';
  const hint = request.headers['sec-ch-ua-mobile'];
  const phone = hint === undefined ? /Mobi/i.test(request.headers['user-agent'] ?? '') : hint === '?1';
  const page = { pathname: url.pathname, search, language: brandLanguage(m), phone, member };
  return pageStartCalls(page)
    .map((call) => fetchHint(ENDPOINTS[call.name].path, call.query))
    .join('');
}

/**
 * The page's largest first paint is usually its first banner, which the app only finds once its
 * scripts have run and the notices have answered; named in the page, the browser fetches it at
 * once. Banners answer every caller alike (the site asks for them without the member's token), so a
 * launch link's page names the same one. A lookup that fails only leaves the hint out.
 */
async function firstBannerOf(
  find: FirstBanner | undefined,
  url: URL,
  m: Merchant,
): Promise<string | undefined> {
  const group = PAGE_BANNERS[url.pathname];
  if (!group || !find) return undefined;
  try {
    return await find(m, { group, language: brandLanguage(m) });
  } catch {
    return undefined;
  }
}

/**
 * The page's first banner drawn into the page itself, over the place where the app's frame will
 * draw it (index.html's `boot-*` rules follow the frame's layout): the visitor sees it as soon as
 * the picture has arrived, while the scripts are still on their way, instead of a spinner. It lies
 * outside the app's root, so the app's first render does not take it away: the app removes it once
 * its own banner has drawn the same picture beneath it (`shell-banner.ts`). It names its page: a
 * page served for another address (the offline copy) is not taken for this one's.
 */
function bannerShell(banner: string, group: BannerGroup, path: string, sizes: string | undefined): string {
  const choice = sizes ? ` srcset="${escapeHtml(sizes)}" sizes="${BANNER_PICTURE.sizes}"` : '';
  return (
    `<div id="first-banner" class="boot-page" aria-hidden="true"><div class="boot-main">` +
    `<img class="boot-banner" data-banner-group="${group}" data-page="${escapeHtml(path)}" ` +
    `src="${escapeHtml(banner)}"${choice} width="${BANNER_PICTURE.width}" height="${BANNER_PICTURE.height}" ` +
    `alt="" fetchpriority="high" /></div></div>`
  );
}

/**
 * The page's viewport: a picture asked for before it would be chosen for a desktop's width (the
 * viewport is 980 px until then), so the banner's hint goes right after it.
 */
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

/**
 * The page's first banner: its preload hint and, where the build has a place for it (`drawn`), the
 * banner drawn into the page. Drawn, its picture is asked for first (once the viewport is known),
 * before the scripts and the style sheet: a small picture that arrives first is on screen before
 * the scripts have even arrived. `hint` goes with the page's other hints; `place` adds the rest.
 */
function firstBannerParts(
  banner: string | undefined,
  drawn: { banner: string; group: BannerGroup; path: string } | null,
  html: string,
): { hint: string; place: (page: string) => string } {
  if (!banner) return { hint: '', place: (page) => page };
  const sizes = pictureSrcSet(banner, BANNER_PICTURE.widths);
  const image = `\n    <link rel="preload" href="${escapeHtml(banner)}" as="image" fetchpriority="high"${
    sizes ? ` imagesrcset="${escapeHtml(sizes)}" imagesizes="${BANNER_PICTURE.sizes}"` : ''
  } />`;
  if (!drawn || !VIEWPORT.test(html)) return { hint: image, place: (page) => page };
  const shell = bannerShell(drawn.banner, drawn.group, drawn.path, sizes);
  return {
    hint: '',
    place: (page) =>
      page.replace(VIEWPORT, (viewport) => `${viewport}${image}`).replace('</body>', `${shell}</body>`),
  };
}

/** The built page's link to the site's style sheet. */
const SITE_CSS = /<link rel="stylesheet"[^>]*href="\/assets\/[\w.-]+\.css"[^>]*>/;

/** Pages are kept per brand and language; a renamed brand simply gets a new entry. */
const MAX_PAGES = 500;

/**
 * The built index.html with the brand's title, description and language filled in, so a crawler
 * or a link preview sees the merchant's page before any script runs. Unknown hosts get the build
 * as it is (the app then shows its own error).
 */
export function sitePages(webDist: string, opts: { firstBanner?: FirstBanner } = {}) {
  const file = join(webDist, 'index.html');
  let template = readFileSync(file, 'utf8');
  let builtAt = statSync(file).mtimeMs;
  let locales = localeChunks(webDist);
  let pageCode = pageCodeHints(webDist);
  // An older build has no place for the banner drawn into the page (index.html's `boot-*` rules).
  let drawsBanner = template.includes('.boot-banner');
  const pages = new Map<string, string>();

  /** A new build copied over the running one is served from its next page on. */
  function refresh() {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined || mtime === builtAt) return;
    template = readFileSync(file, 'utf8');
    builtAt = mtime;
    locales = localeChunks(webDist);
    pageCode = pageCodeHints(webDist);
    drawsBanner = template.includes('.boot-banner');
    pages.clear();
  }

  function render(m: Merchant): string {
    const language = brandLanguage(m);
    const key = `${m.code}\n${m.name}\n${language}`;
    const cached = pages.get(key);
    if (cached) return cached;
    const brand = escapeHtml(m.name);
    const description = escapeHtml(SITE_DESCRIPTIONS[language].replace('{brand}', m.name));
    // The brand's language texts are needed before anything can be written on the screen; asked for
    // with the page, they arrive beside the app's code instead of after it. A returning visitor who
    // chose another language loads that one too (a few kilobytes).
    const texts = locales.get(language.toLowerCase());
    const preload = texts
      ? `    <link rel="modulepreload" href="${texts}" crossorigin />\n  </head>`
      : '</head>';
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language]}"`)
      // What index.html draws with its own rules (the spinner, the first banner) need not wait for
      // the site's style sheet: asked for at once, it applies once it has arrived, and the app
      // starts drawing only then (web lib/site-css.ts). An older build keeps its plain link.
      .replace(SITE_CSS, (link) =>
        drawsBanner ? link.replace(/\s*\/?>$/, ' media="print" data-site-css>') : link,
      )
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${brand}</title>\n    <meta name="description" content="${description}" />`,
      )
      .replace('</head>', preload);
    if (pages.size >= MAX_PAGES) pages.clear();
    pages.set(key, html);
    return html;
  }

  return {
    async page(request: FastifyRequest): Promise<string> {
      refresh();
      let html: string;
      let merchant: Merchant;
      try {
        merchant = await request.merchant();
        html = render(merchant);
      } catch {
        return template;
      }
      // The app's first call (permission) starts while the scripts download instead of after
      // them; the address is the one the app asks for, so the browser hands it the same answer.
      const preload = fetchHint(ENDPOINTS['system.permission'].path, { url: request.headers.host ?? '' });
      const url = new URL(request.url, 'http://site.invalid');
      // A launch link's token marks a member.
      const member = url.searchParams.has('token');
      const banner = await firstBannerOf(opts.firstBanner, url, merchant);
      const group = PAGE_BANNERS[url.pathname];
      const drawn = banner && group && drawsBanner ? { banner, group, path: url.pathname } : null;
      const first = firstBannerParts(banner, drawn, html);
      const code = pageCode.get(PAGE_MODULES[url.pathname] ?? '') ?? '';
      const hints = `${preload}${noticeOf(merchant, member)}${first.hint}${startCallsOf(url, merchant, member, request)}${code}`;
      return first.place(html.replace('</head>', `${hints}\n  </head>`));
    },
  };
}
