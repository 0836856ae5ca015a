// No zod here: the web reaches every call through these without loading a schema.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Where a call lives. Kept apart from the schemas, free of zod, so the web can reach every call by
 * name without loading a schema; the contract takes its method and path from here.
 */
export interface Endpoint {
  readonly methods: readonly [HttpMethod, ...HttpMethod[]];
  readonly path: string;
}

export function endpoint<const M extends readonly [HttpMethod, ...HttpMethod[]], const P extends string>(
  methods: M,
  path: P,
): { readonly methods: M; readonly path: P } {
  return { methods, path };
}

/** One call's methods and path on one line: `'GET /wps/member/info'`, `'GET POST /wps/relay/x'`. */
export type EndpointLine = `${HttpMethod} ${string}`;

type MethodsOf<S extends string> = S extends `${infer M extends HttpMethod} ${infer Rest}`
  ? readonly [M, ...MethodsOf<Rest>]
  : readonly [];
type PathOf<S extends string> = S extends `${HttpMethod} ${infer Rest}` ? PathOf<Rest> : S;

/** The endpoint a line declares, with its methods and path as literal types. */
export type EndpointOf<S extends string> = { readonly methods: MethodsOf<S>; readonly path: PathOf<S> };

/**
 * A group's endpoints, one line each: a group lists dozens of calls, and the line reads as the
 * request does (method, then path).
 */
/*#__NO_SIDE_EFFECTS__*/
export function endpointTable<const T extends Record<string, EndpointLine>>(
  lines: T,
): { readonly [K in keyof T]: EndpointOf<T[K]> } {
  return Object.fromEntries(
    Object.entries(lines).map(([name, line]) => {
      const words = line.split(' ');
      return [name, endpoint(words.slice(0, -1) as [HttpMethod, ...HttpMethod[]], words.at(-1) ?? '')];
    }),
  ) as unknown as { readonly [K in keyof T]: EndpointOf<T[K]> };
}

/** `/bo/api/draws/:id` with `{ id: 7 }` → `/bo/api/draws/7`. */
export function pathWith(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
