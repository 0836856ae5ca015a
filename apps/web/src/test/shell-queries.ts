import { type ByRoleOptions, screen, type waitForOptions } from '@testing-library/react';
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

/** The header's log-in button, shown to visitors only. */
export const findLoginButton = (wait: Wait = FIRST_PAGE) =>
  screen.findByRole('button', { name: 'Log in' }, wait);
export const queryLoginButton = () => screen.queryByRole('button', { name: 'Log in' });

/** The login pop-up, titled as it greets the member. */
export const findLoginPopup = (wait: Wait = FIRST_PAGE) =>
  screen.findByRole('dialog', { name: 'Welcome back' }, wait);
export const queryLoginPopup = () => screen.queryByRole('dialog', { name: 'Welcome back' });

/** The signed-in header's account button: on screen once the header knows the member. */
export const findAccountButton = (wait: Wait = FIRST_PAGE) =>
  screen.findByRole('button', { name: 'My account' }, wait);
export const queryAccountButton = () => screen.queryByRole('button', { name: 'My account' });

/** The member centre, the large dialog every member page opens in. */
export const findMemberCentre = (wait: Wait = FIRST_PAGE) =>
  screen.findByRole('dialog', { name: 'Personal Center' }, wait);
export const queryMemberCentre = () => screen.queryByRole('dialog', { name: 'Personal Center' });

/** Answers the alert on screen with its button (OK unless the alert names its own). */
export async function confirmAlert(user: User, name: ByRoleOptions['name'] = 'OK') {
  await user.click(await screen.findByRole('button', { name }));
}
