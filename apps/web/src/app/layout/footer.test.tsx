import type { VendorCard } from '@pf/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

const vendor = (vassalage: string, displayName: string, gameType: VendorCard['gameType']): VendorCard => ({
  vassalage,
  gameType,
  displayName,
  accountTypeName: vassalage,
  iconUrl: `/static/vendors/${vassalage}.svg`,
  showIcon: '',
  lagerIcon: '',
  gameName: null,
  nodeName: displayName,
  gameId: null,
  isGame: 'VASSALAGE',
  nodeId: vassalage.length,
  maintenance: false,
});

const lanes = [
  {
    title: 'RNG',
    gameClassify: 'RNG',
    isHot: true,
    cards: [vendor('PG', 'PG Soft', 'RNG'), vendor('JILI', 'JILI', 'RNG')],
  },
  // A vendor serving two game types shows once.
  { title: 'FISH', gameClassify: 'FISH', isHot: false, cards: [vendor('JILI', 'JILI', 'FISH')] },
  { title: 'LIVE', gameClassify: 'LIVE', isHot: false, cards: [vendor('EVO', 'Evolution', 'LIVE')] },
];

const permission = makePermission({
  socialLinks: [
    { type: 'TELEGRAM', url: 'https://t.me/brand_official' },
    { type: 'YOUTUBE', url: 'https://www.youtube.com/@brand' },
  ],
  resources: [
    {
      resourceType: 'AFFILIATELINK',
      url: 'https://partners.brand.test/join',
      qrCodeUrl: '',
      labelNameEn: 'P',
    },
  ],
});

beforeEach(() => {
  stubApi({
    '/wps/system/helpCenter': HELP_ITEMS,
    '/wps/relay/GCSGAME_newGameVendor': { data: { lanes } },
  });
});

describe('footer', () => {
  it("shows the catalog's provider logos once each, linking to their games", async () => {
    renderRoute('/hot', permission);
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    const logos = within(providers).getAllByRole('img');
    expect(logos.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['PG Soft', '/static/vendors/PG.svg'],
      ['JILI', '/static/vendors/JILI.svg'],
      ['Evolution', '/static/vendors/EVO.svg'],
    ]);
    expect(within(providers).getByRole('link', { name: 'Evolution' })).toHaveAttribute(
      'href',
      '/providers?vassalage=EVO',
    );
  });

  it("opens a provider's games inside the site on a click, and leaves a ctrl-click to the browser", async () => {
    const { router } = renderRoute('/hot', permission);
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    const jili = within(providers).getByRole('link', { name: 'JILI' });

    // A modified click is not taken over: the browser opens the address in a new tab.
    expect(fireEvent.click(jili, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/hot');

    expect(fireEvent.click(jili)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/providers'));
    expect(router.state.location.search).toBe('?vassalage=JILI');
  });

  it("links the merchant's social pages, live chat, feedback, apps and affiliate programme", async () => {
    renderRoute('/hot', permission);
    const footer = await screen.findByTestId('footer');
    expect(within(footer).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/brand_official',
    );
    expect(within(footer).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@brand',
    );
    expect(within(footer).getByRole('button', { name: 'Live chat 24/7' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/help#feedback');
    expect(within(footer).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    expect(within(footer).getByRole('link', { name: 'Affiliate programme' })).toHaveAttribute(
      'href',
      'https://partners.brand.test/join',
    );
    expect(within(footer).getByTestId('copyright')).toHaveTextContent('© 2024-2050 Lucky Star');
    expect(within(footer).queryByText(/announced soon/)).not.toBeInTheDocument();
  });

  it("names the brand's minimum age as the disclaimer does: 18, and 21 under the regional variant", async () => {
    const plain = renderRoute('/hot', permission);
    const footer = await screen.findByTestId('footer', {}, { timeout: 5000 });
    expect(footer).toHaveTextContent('Play responsibly. 18+ only.');
    expect(within(footer).getByText('18+')).toBeInTheDocument();
    plain.unmount();

    renderRoute(
      '/hot',
      makePermission({ whitelabel: { brandSettings: { loginedToHomePage: false, regionalVariant: true } } }),
    );
    const regional = await screen.findByTestId('footer', {}, { timeout: 5000 });
    expect(regional).toHaveTextContent('Play responsibly. 21+ only.');
    expect(within(regional).getByText('21+')).toBeInTheDocument();
  });
});
