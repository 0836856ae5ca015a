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

/** `/bo/api/draws/:id` with `{ id: 7 }` → `/bo/api/draws/7`. */
export function pathWith(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
