import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const FIELD = { show: true, required: false, pattern: '*', min: 0, max: 32, step: 1 };
const MAIN = {
  merchantCode: 'main',
  currency: 'VND',
  isDefault: true,
  name: 'Main brand',
  domains: ['main.localhost'],
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'VI'],
  timeZone: 'Asia/Ho_Chi_Minh',
  theme: {},
  logoUrl: null,
  register: {
    fields: { username: FIELD, mobile: { ...FIELD, required: true } },
    smsVerification: false,
    captcha: true,
    idVerification: false,
  },
  modules: ['DIRECTREG3'],
  brandSettings: { loginedToHomePage: false, regionalVariant: false },
  maintenance: { on: false, title: null, message: null, end: null, allowAddresses: [] },
  region: { mode: 'off', countries: [] },
};
const SUMMARY = {
  merchantCode: 'main',
  name: 'Main brand',
  currency: 'VND',
  primaryDomain: 'main.localhost',
  maintenance: false,
  isDefault: true,
};

describe('the brands', () => {
  it('creates a brand from the default one’s registration form, showing a taken domain at the domain field', async () => {
    setStaffToken('t');
    let taken = true;
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['brands.read', 'brands.write']),
      'GET /bo/api/brands': { value: [SUMMARY] },
      'GET /bo/api/brands/main': { value: MAIN },
      'POST /bo/api/brands': (_url, init) =>
        taken
          ? { status: 409, code: 'DOMAIN_TAKEN', message: 'taken' }
          : { value: { ...MAIN, ...JSON.parse(String(init?.body)), isDefault: false } },
    });
    renderConsole('/brands');
    const user = userEvent.setup();
    const list = await screen.findByRole('table', { name: 'Brands' });
    expect(within(list).getByText('main.localhost')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New brand' }));
    const form = await screen.findByRole('form', { name: 'New brand' });

    await user.click(within(form).getByRole('button', { name: 'Create brand' }));
    expect(await within(form).findByText('Input cannot be empty')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Name'), 'Second brand');
    await user.type(within(form).getByLabelText('Code'), 'second');
    await user.type(within(form).getByLabelText('Primary domain'), 'second.localhost');
    expect(within(form).getByRole('checkbox', { name: 'Require mobile' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'CHATROOM3' }));
    await user.click(within(form).getByRole('button', { name: 'Create brand' }));
    const domain = within(form).getByLabelText('Primary domain');
    expect(
      await within(form).findByText('One of these domains already belongs to another brand'),
    ).toBeInTheDocument();

    taken = false;
    await user.clear(domain);
    await user.type(domain, 'e2e-brand.localhost');
    await user.click(within(form).getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Brand Second brand created');
    const sent = calls.filter((c) => c.method === 'POST').at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      merchantCode: 'second',
      currency: 'VND',
      domains: ['e2e-brand.localhost'],
      modules: ['DIRECTREG3', 'CHATROOM3'],
      supportedLanguages: ['EN', 'VI'],
    });
  });

  it('edits a brand: its code stays, maintenance and the region rule are sent as set', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['brands.read', 'brands.write']),
      'GET /bo/api/brands': { value: [SUMMARY] },
      'GET /bo/api/brands/main': { value: MAIN },
      'PUT /bo/api/brands/main': (_url, init) => ({ value: { ...MAIN, ...JSON.parse(String(init?.body)) } }),
    });
    renderConsole('/brands');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Main brand'));
    const form = await screen.findByRole('form', { name: 'Brand Main brand' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    await user.click(within(form).getByRole('checkbox', { name: 'Site closed for maintenance' }));
    await user.type(within(form).getByLabelText('Title'), 'Back soon');
    await user.type(within(form).getByLabelText('Addresses that still see the site'), '10.0.0.0/8');
    await user.selectOptions(within(form).getByLabelText('Rule'), 'deny');
    await user.type(within(form).getByLabelText('Countries'), 'us');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Brand Main brand saved');
    const sent = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('merchantCode');
    expect(sent).toMatchObject({
      maintenance: { on: true, title: 'Back soon', message: null, end: null, allowAddresses: ['10.0.0.0/8'] },
      region: { mode: 'deny', countries: ['US'] },
    });
  });
});
