import { formatMinor } from '@pf/shared';
import type { SandboxPaymentView } from './sandbox.provider.ts';
import { documentStart, escapeHtml } from './sandbox-html.ts';

/**
 * The sandbox gateway's own payment page. It stands for a third party's site, so it is plain
 * server-rendered HTML in the gateway's language (English), with no script: two form buttons.
 */
export function sandboxPayPage(p: SandboxPaymentView): string {
  const orderNo = escapeHtml(p.orderNo);
  const action = `/sandbox/pay/${encodeURIComponent(p.orderNo)}`;
  const open = p.status === 'open';
  const state = open
    ? ''
    : `<p class="state" data-testid="sandbox-state">This payment is already ${p.status === 'paid' ? 'paid' : 'cancelled'}.</p>`;
  const buttons = open
    ? `<form method="post" action="${action}">
        <button type="submit" name="action" value="pay" class="pay" data-testid="sandbox-pay">Pay</button>
        <button type="submit" name="action" value="cancel" class="cancel" data-testid="sandbox-cancel">Cancel</button>
      </form>`
    : `<form method="post" action="${action}">
        <button type="submit" name="action" value="${p.status === 'paid' ? 'pay' : 'cancel'}" class="cancel">Return to the shop</button>
      </form>`;
  return `${documentStart(`Sandbox Pay: ${p.orderNo}`)}
<style>
  :root { color-scheme: light dark; --bg: #f4f6fb; --card: #fff; --fg: #1d2433; --muted: #5d6880; --accent: #1f7a4d; }
  @media (prefers-color-scheme: dark) { :root { --bg: #11151d; --card: #1b212c; --fg: #e8ecf4; --muted: #9aa5bb; --accent: #3fb97a; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
         font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(92vw, 420px); background: var(--card); border-radius: 16px; padding: 28px; box-shadow: 0 8px 30px #0002; }
  h1 { font-size: 18px; margin: 0 0 4px; } .muted { color: var(--muted); font-size: 14px; margin: 0 0 20px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 24px; }
  form { display: flex; gap: 12px; } button { flex: 1; padding: 12px; border-radius: 10px; font-size: 16px; cursor: pointer; border: 1px solid var(--muted); background: transparent; color: var(--fg); }
  button.pay { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>Sandbox Pay</h1>
  <p class="muted">Test gateway: no real money moves. Order <span data-testid="sandbox-order">${orderNo}</span></p>
  <div class="amount" data-testid="sandbox-amount">${escapeHtml(formatMinor(p.amount))} ${escapeHtml(p.currency)}</div>
  ${state}
  ${buttons}
</main>
</body>
</html>`;
}

/** A short page for an order the gateway does not know. */
export function sandboxMissingPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Pay</title></head><body><p>Unknown payment.</p></body></html>';
}
