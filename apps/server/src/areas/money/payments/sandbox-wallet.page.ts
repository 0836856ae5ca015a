import { formatCount } from '@pf/shared';
import { documentStart, escapeHtml } from './sandbox-html.ts';
import type { SandboxWalletView } from './sandbox-wallet.ts';

const STATE: Record<SandboxWalletView['status'], string> = {
  open: 'open',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * The sandbox e-wallet's payment page, standing for a MoMo-style wallet's own site: plain HTML in
 * English, no script, three form buttons (pay, fail, cancel).
 */
export function sandboxWalletPage(p: SandboxWalletView): string {
  const action = `/sandbox/wallet/pay/${encodeURIComponent(p.orderId)}`;
  const open = p.status === 'open';
  const body = open
    ? `<form method="post" action="${action}">
        <button type="submit" name="action" value="pay" class="pay" data-testid="wallet-pay">Confirm payment</button>
        <button type="submit" name="action" value="fail" data-testid="wallet-fail">Fail (insufficient balance)</button>
        <button type="submit" name="action" value="cancel" data-testid="wallet-cancel">Cancel</button>
      </form>`
    : `<p class="state" data-testid="wallet-state">This payment is already ${STATE[p.status]}.</p>
      <form method="post" action="${action}">
        <button type="submit" name="action" value="${p.status === 'paid' ? 'pay' : p.status === 'failed' ? 'fail' : 'cancel'}">Return to the shop</button>
      </form>`;
  return `${documentStart(`Sandbox Wallet: ${p.orderId}`)}
<style>
  :root { color-scheme: light dark; --bg: #fbf0f6; --card: #fff; --fg: #2b1623; --muted: #7a5b6d; --accent: #a50064; }
  @media (prefers-color-scheme: dark) { :root { --bg: #1a1016; --card: #26161f; --fg: #f6e9f0; --muted: #c4a3b6; --accent: #e0479b; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
         font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(92vw, 420px); background: var(--card); border-radius: 18px; padding: 28px; box-shadow: 0 8px 30px #0002; }
  h1 { font-size: 18px; margin: 0 0 4px; color: var(--accent); } .muted { color: var(--muted); font-size: 14px; margin: 0 0 16px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 4px; } .info { color: var(--muted); margin: 0 0 24px; overflow-wrap: anywhere; }
  form { display: grid; gap: 10px; }
  button { padding: 12px; border-radius: 12px; font-size: 16px; cursor: pointer; border: 1px solid var(--muted); background: transparent; color: var(--fg); }
  button.pay { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
  .state { font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>Sandbox Wallet</h1>
  <p class="muted">Test e-wallet: no real money moves. Order <span data-testid="wallet-order">${escapeHtml(p.orderId)}</span></p>
  <div class="amount" data-testid="wallet-amount">${escapeHtml(formatCount(p.amount))} VND</div>
  <p class="info">${escapeHtml(p.orderInfo)}</p>
  ${body}
</main>
</body>
</html>`;
}

export const sandboxWalletMissingPage = () =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Wallet</title></head><body><p>Unknown payment.</p></body></html>';
