import { SIGNATURE_HEADER, signBody, VENDOR_HEADER, verifyBody } from '../seamless/seamless.module.ts';

export interface WalletAnswer<T> {
  status: number;
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export interface MoneyValue {
  transactionId: string;
  balance: number;
  currency: string;
  roundId: string;
}

/**
 * The sandbox vendor's side of the seamless protocol: signed JSON over HTTP to /seamless/v1, the
 * way an outside studio calls us. Answers whose signature does not check out are refused.
 */
export function walletClient(opts: { baseUrl: () => string; vendor: string; secret: () => Promise<string> }) {
  async function call<T>(path: string, body: object): Promise<WalletAnswer<T>> {
    const secret = await opts.secret();
    const text = JSON.stringify(body);
    const res = await fetch(`${opts.baseUrl()}/seamless/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_HEADER]: opts.vendor,
        [SIGNATURE_HEADER]: signBody(secret, text),
      },
      body: text,
    });
    const answer = await res.text();
    if (!verifyBody(secret, answer, res.headers.get(SIGNATURE_HEADER) ?? undefined)) {
      throw new Error(`wallet answer to ${path} is not signed by the wallet (HTTP ${res.status})`);
    }
    const parsed = JSON.parse(answer) as Omit<WalletAnswer<T>, 'status'>;
    return { status: res.status, ...parsed };
  }

  /** Money calls are retried with the same transaction id: the wallet applies each id once. */
  async function money(path: string, body: object, attempts = 3): Promise<WalletAnswer<MoneyValue>> {
    let last: unknown;
    for (let i = 0; i < attempts; i++) {
      try {
        const answer = await call<MoneyValue>(path, body);
        if (answer.status < 500) return answer;
        last = new Error(`${path}: HTTP ${answer.status}`);
      } catch (err) {
        last = err;
      }
    }
    throw last;
  }

  return {
    authenticate: (token: string) =>
      call<{ playerId: string; username: string; currency: string; balance: number }>('authenticate', {
        token,
      }),
    balance: (token: string) => call<{ balance: number; currency: string }>('balance', { token }),
    bet: (b: {
      token: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: number;
      currency: string;
    }) => money('bet', b),
    win: (b: {
      token: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: number;
      currency: string;
      roundClosed: boolean;
    }) => money('win', b),
    rollback: (b: {
      token: string;
      transactionId: string;
      referenceTransactionId: string;
      roundId: string;
      gameCode: string;
      currency: string;
    }) => money('rollback', b),
  };
}

export type WalletClient = ReturnType<typeof walletClient>;
