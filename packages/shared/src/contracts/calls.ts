import type { ApiContract, ContractAuth } from './contract.ts';
import type { Endpoint } from './endpoint.ts';
import type { StaffPermission } from './staff-permissions.ts';

/** What one call says beside its endpoint, its summary and who may call: its schemas, and errors or tags of its own. */
export type CallParts = Omit<
  ApiContract,
  'methods' | 'path' | 'summary' | 'auth' | 'tags' | 'errors' | 'permission'
> & {
  readonly tags?: readonly string[];
  readonly errors?: readonly string[];
};

/** `B` with the keys `P` sets taken from `P`, as one flat object type. */
type Merged<B, P> = { [K in keyof (Omit<B, keyof P> & P)]: (Omit<B, keyof P> & P)[K] };

/** A call before it meets its endpoint and its group's tags. */
export type CallOf<A extends ContractAuth, P extends CallParts> = Merged<
  { readonly summary: string; readonly auth: A; readonly errors: readonly [] },
  P
>;

/*#__NO_SIDE_EFFECTS__*/
function callFor<const A extends ContractAuth>(auth: A) {
  return /*#__NO_SIDE_EFFECTS__*/ <const P extends CallParts>(summary: string, parts: P): CallOf<A, P> =>
    ({ summary, auth, errors: [], ...parts }) as CallOf<A, P>;
}

// A call answers no errors of its own unless it lists them.
/** A call anyone may make. */
export const publicCall = callFor('public');
/** A call of a signed-in member. */
export const memberCall = callFor('member');
/** What a back-office call says besides the rest: the permission its caller's roles must hold. */
export type StaffCallParts = CallParts & { readonly permission: StaffPermission };
/** A back-office call of a signed-in staff member who holds the call's permission. */
export const staffCall: <const P extends StaffCallParts>(summary: string, parts: P) => CallOf<'staff', P> =
  callFor('staff');
/** A call a game vendor signs. */
export const vendorCall = callFor('vendor');

/** The tags the OpenAPI page shows a group's calls under, by who may call them. */
export type GroupTags = { readonly [A in ContractAuth]?: readonly string[] };

type TagsOf<T extends GroupTags, Call> = Call extends { readonly auth: infer A extends keyof T }
  ? T[A]
  : never;

/** A group's contract of the call named `N`. */
type GroupContract<E, T extends GroupTags, C, N extends keyof C> = N extends keyof E
  ? Merged<Merged<E[N], { readonly tags: TagsOf<T, C[N]> }>, C[N]>
  : never;

/**
 * A group's contracts: each call joined to the endpoint of the same name (a call without one does
 * not compile) and tagged by who may make it, unless it names tags of its own. Whether every
 * endpoint has its call is checked where a group is put together.
 */
/*#__NO_SIDE_EFFECTS__*/
export function contractsOf<
  const E extends Record<string, Endpoint>,
  const T extends GroupTags,
  const C extends {
    readonly [N in keyof C]: N extends keyof E ? { readonly summary: string; readonly auth: keyof T } : never;
  },
>(endpoints: E, tags: T, calls: C): { readonly [N in keyof C]: GroupContract<E, T, C, N> } {
  return Object.fromEntries(
    Object.entries(calls as Record<string, { auth: ContractAuth }>).map(([name, call]) => [
      name,
      { ...endpoints[name], tags: tags[call.auth], ...call },
    ]),
  ) as unknown as { readonly [N in keyof C]: GroupContract<E, T, C, N> };
}
