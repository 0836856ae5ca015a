import { formatMinor } from '@pf/shared';
import type { SandboxChainTx } from './sandbox-chain.ts';
import { documentStart, escapeHtml } from './sandbox-html.ts';

/** Six-decimal base units as USDT with two decimals (the sandbox sends whole cents). */
const usdt = (baseUnits: bigint) => formatMinor(baseUnits / 10_000n);

const page = (title: string, body: string) => `${documentStart(title)}
<style>
  :root { color-scheme: light dark; --bg: #eef6f3; --card: #fff; --fg: #11231d; --muted: #5a746a; --accent: #1a9c78; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0d1714; --card: #16231f; --fg: #e5f2ed; --muted: #93b1a6; --accent: #38c49b; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
         font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(92vw, 460px); background: var(--card); border-radius: 16px; padding: 24px; box-shadow: 0 8px 30px #0002; }
  h1 { font-size: 18px; margin: 0 0 4px; } .muted { color: var(--muted); font-size: 14px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; font-size: 15px; }
  dt { color: var(--muted); } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  form { display: grid; gap: 10px; margin: 0 0 10px; }
  button, a.back { display: block; text-align: center; padding: 12px; border-radius: 10px; font-size: 15px; cursor: pointer;
         border: 1px solid var(--muted); background: transparent; color: var(--fg); text-decoration: none; }
  button.go { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
</style>
</head>
<body><main><h1>Sandbox TRON wallet</h1>${body}</main></body>
</html>`;

const returnField = (returnUrl: string | null) =>
  returnUrl ? `<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">` : '';

/** The wallet's send screen for a USDT (TRC-20) transfer to a deposit address. */
export function sandboxChainSendPage(to: string, amount: bigint, returnUrl: string | null): string {
  return page(
    'Sandbox TRON wallet',
    `<p class="muted">Test chain: no real money moves. Send USDT (TRC-20):</p>
  <dl>
    <dt>To</dt><dd data-testid="chain-to">${escapeHtml(to)}</dd>
    <dt>Amount</dt><dd data-testid="chain-amount">${escapeHtml(usdt(amount))} USDT</dd>
  </dl>
  <form method="post" action="/sandbox/chain/send">
    <input type="hidden" name="to" value="${escapeHtml(to)}">
    <input type="hidden" name="amount" value="${amount}">${returnField(returnUrl)}
    <button type="submit" class="go" data-testid="chain-send">Send</button>
  </form>`,
  );
}

/** A sent transfer: its confirmations, and blocks to mine. */
export function sandboxChainTxPage(tx: SandboxChainTx, returnUrl: string | null): string {
  const action = `/sandbox/chain/tx/${tx.txHash}`;
  return page(
    `Transfer ${tx.txHash.slice(0, 10)}`,
    `<p class="muted">Transfer sent. Each block mined adds a confirmation and the watcher reports it.</p>
  <dl>
    <dt>Transaction</dt><dd>${escapeHtml(tx.txHash)}</dd>
    <dt>To</dt><dd>${escapeHtml(tx.to)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(usdt(tx.amount))} USDT</dd>
    <dt>Confirmations</dt><dd data-testid="chain-confirmations">${tx.confirmations}</dd>
  </dl>
  <form method="post" action="${action}">${returnField(returnUrl)}
    <button type="submit" name="action" value="mine" class="go" data-testid="chain-mine">Mine a block</button>
    <button type="submit" name="action" value="mine20" data-testid="chain-mine-20">Mine 20 blocks</button>
    <button type="submit" name="action" value="notify" data-testid="chain-notify">Report it again</button>
  </form>
  ${returnUrl ? `<a class="back" href="${escapeHtml(returnUrl)}" data-testid="chain-back">Back to the shop</a>` : ''}`,
  );
}

export const sandboxChainMissingPage = () =>
  page('Sandbox TRON wallet', '<p>Unknown transfer or address.</p>');
