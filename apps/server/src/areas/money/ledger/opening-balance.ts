/**
 * An opening balance: money the brand gives an account outright (the demo accounts' starting
 * money). It is not a deposit: no cashier order paid it, so neither the member's profit and loss
 * nor an agent's team figures count it as one (docs/cashier-api.md).
 */
export const OPENING_BALANCE_KIND = 'opening_balance';
/** The reference every opening balance carries; the account record names it by this. */
export const OPENING_BALANCE_REFERENCE = 'demo-seed';
