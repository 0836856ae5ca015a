import { bankByBin, formatCount } from '@pf/shared';
import type { SandboxBankView } from './sandbox-bank.ts';
import { documentStart, escapeHtml } from './sandbox-html.ts';

const STYLE = `
  :root { color-scheme: light dark; --bg: #eef3f8; --card: #fff; --fg: #14202e; --muted: #5b6b7f; --accent: #0a6cbd; --warn: #a8570f; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0f151d; --card: #18212c; --fg: #e7edf5; --muted: #97a6b9; --accent: #4aa3ee; --warn: #f0a45a; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
         font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(92vw, 440px); background: var(--card); border-radius: 16px; padding: 24px; box-shadow: 0 8px 30px #0002; }
  h1 { font-size: 18px; margin: 0 0 4px; } .muted { color: var(--muted); font-size: 14px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; font-size: 15px; }
  dt { color: var(--muted); } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 28px; font-weight: 700; }
  form { display: grid; gap: 10px; }
  button { padding: 12px; border-radius: 10px; font-size: 15px; cursor: pointer; border: 1px solid var(--muted); background: transparent; color: var(--fg); }
  button.pay { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
  button.expire { color: var(--warn); border-color: var(--warn); }
  .state { font-weight: 600; }`;

const page = (title: string, body: string) => `${documentStart(title)}
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Sandbox Bank</h1>
  ${body}
</main>
</body>
</html>`;

/**
 * The sandbox bank's transfer screen: what a banking app shows after scanning a VietQR, with the
 * choices a tester needs. It stands for a third party, so it is plain HTML in English, no script.
 */
export function sandboxBankPage(view: SandboxBankView, qr: string, returnUrl: string | null): string {
  const { transfer, done } = view;
  const bank = bankByBin(transfer.bin);
  const hidden = `<input type="hidden" name="qr" value="${escapeHtml(qr)}">${
    returnUrl ? `<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">` : ''
  }`;
  const actions = done
    ? `<p class="state" data-testid="bank-state">This transfer is already ${done === 'paid' ? 'made' : 'expired'}.</p>
       <form method="post" action="/sandbox/bank">${hidden}
         <button type="submit" name="action" value="${done === 'paid' ? 'pay' : 'expire'}">Send the notification again</button>
       </form>`
    : `<form method="post" action="/sandbox/bank">${hidden}
         <button type="submit" name="action" value="pay" class="pay" data-testid="bank-pay">Transfer</button>
         <button type="submit" name="action" value="pay_twice" data-testid="bank-pay-twice">Transfer (the bank notifies twice)</button>
         <button type="submit" name="action" value="expire" class="expire" data-testid="bank-expire">Do not pay: let it expire</button>
       </form>`;
  return page(
    `Sandbox Bank: ${transfer.reference}`,
    `<p class="muted">Test bank: no real money moves. Scanned VietQR transfer:</p>
  <dl>
    <dt>To bank</dt><dd data-testid="bank-bank">${escapeHtml(bank ? `${bank.shortName} (${bank.bin})` : transfer.bin)}</dd>
    <dt>Account</dt><dd data-testid="bank-account">${escapeHtml(transfer.accountNumber)}</dd>
    <dt>Amount</dt><dd class="amount" data-testid="bank-amount">${escapeHtml(formatCount(transfer.amount))} VND</dd>
    <dt>Message</dt><dd data-testid="bank-reference">${escapeHtml(transfer.reference)}</dd>
  </dl>
  ${actions}`,
  );
}

/** A QR the bank cannot read (a wrong checksum, not a VietQR transfer). */
export const sandboxBankRefusedPage = () =>
  page(
    'Sandbox Bank',
    '<p class="state" data-testid="bank-state">This QR code is not a valid VietQR transfer.</p>',
  );

/** After a transfer when there is no shop page to go back to. */
export const sandboxBankDonePage = (status: 'paid' | 'expired') =>
  page(
    'Sandbox Bank',
    `<p class="state" data-testid="bank-state">${status === 'paid' ? 'Transfer made.' : 'The order was left to expire.'}</p>`,
  );
