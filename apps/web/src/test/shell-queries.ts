import { type ByRoleOptions, screen, type waitForOptions, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;
type Wait = waitForOptions;

/**
 * The parts of the app's frame that nearly every page test meets, found the way a player finds
 * them: by their role and the English name on screen (tests render in English unless they switch).
 * The first page of a test loads its lazy parts and a role query reads the whole page each time it
 * looks, so the finders wait up to 5 s by default rather than 3.
 */
const FIRST_PAGE: Wait = { timeout: 5000 };

/**
 * The app's header; the phone tab bar repeats some of its buttons under the same names. Pages and
 * the member centre have headers of their own, later in the document: the app's comes first.
 */
export const appHeader = () => within(screen.getAllByRole('banner')[0] as HTMLElement);
const header = async (wait: Wait) => {
  await screen.findAllByRole('banner', {}, wait);
  return appHeader();
};

/** A button of the app's header, by its name. */
export const findHeaderButton = async (name: ByRoleOptions['name'], wait: Wait = FIRST_PAGE) =>
  (await header(wait)).findByRole('button', { name }, wait);

/** The header's log-in button, shown to visitors only. */
export const findLoginButton = (wait?: Wait) => findHeaderButton('Log in', wait);
export const queryLoginButton = () => appHeader().queryByRole('button', { name: 'Log in' });

/** The login pop-up, titled as it greets the member. */
export const findLoginPopup = (wait: Wait = FIRST_PAGE) =>
  screen.findByRole('dialog', { name: 'Welcome back' }, wait);
export const queryLoginPopup = () => screen.queryByRole('dialog', { name: 'Welcome back' });

/** Opens the login pop-up from the header and waits for its form, whose code arrives on first open. */
export async function openLoginPopup(user: User) {
  await user.click(await findLoginButton());
  const popup = await findLoginPopup();
  await within(popup).findByRole('button', { name: 'Log in' });
  return popup;
}

/** The signed-in header's account button: on screen once the header knows the member. */
export const findAccountButton = (wait?: Wait) => findHeaderButton('My account', wait);
export const queryAccountButton = () => appHeader().queryByRole('button', { name: 'My account' });

/** The member centre, the large dialog every member page opens in. */
export const findMemberCentre = (wait: Wait = FIRST_PAGE) =>
  screen.findByRole('dialog', { name: 'Personal Center' }, wait);
export const queryMemberCentre = () => screen.queryByRole('dialog', { name: 'Personal Center' });

/** Answers the alert on screen with its button (OK unless the alert names its own). */
export async function confirmAlert(user: User, name: ByRoleOptions['name'] = 'OK') {
  await user.click(await screen.findByRole('button', { name }));
}

/** The page's own title (its one level-1 heading), the sign a player reads that the page is there. */
export const findPageTitle = (name: ByRoleOptions['name'], wait: Wait = FIRST_PAGE) =>
  screen.findByRole('heading', { level: 1, name }, wait);
