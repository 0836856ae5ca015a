/** The query parameters the provider's page adds when it sends the member back (orderNo, payment). */
export const RETURN_PARAMS = { orderNo: 'orderNo', payment: 'payment' } as const;

/**
 * Where the provider's page sends the member back: a path on this site (the API accepts no other)
 * that reopens the deposit page, which then shows how the order ended.
 */
export function depositReturnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(RETURN_PARAMS.orderNo);
  url.searchParams.delete(RETURN_PARAMS.payment);
  url.searchParams.set('member', 'depositv2');
  return `${url.pathname}${url.search}`;
}

/** Leaving the site for the provider's page; an object so tests can watch the departure. */
export const paymentPage = {
  open(payUrl: string): void {
    window.location.assign(payUrl);
  },
};
