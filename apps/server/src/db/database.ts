/**
 * The whole database as Kysely sees it. The floor names no area, so this starts empty and the
 * shell fills it (`db/schema.ts`) from each area's tables by declaration merging, as areas add
 * their decorators to Fastify's types. Kysely's `Kysely<DB>` is invariant in `DB` (its transaction
 * callbacks take `Transaction<DB>`), so one handle typed per area would need a cast wherever a
 * transaction crosses into an area below; one merged type needs none.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in db/schema.ts
export interface Database {}
