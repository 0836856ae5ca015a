/** The query keys of the games screens: one table, so an invalidation names what it means. */
export const gamesKeys = {
  all: ['games'] as const,
  catalog: ['games', 'catalog'] as const,
  catalogPage: (filters: Record<string, string>, page: number) =>
    ['games', 'catalog', filters, page] as const,
  vendor: (code: string) => ['games', 'vendor', code] as const,
};
