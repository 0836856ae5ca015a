import type { Selectable } from 'kysely';
import type { HelpItemsTable } from './merchant.tables.ts';

/** A help article of a brand (help_items): content's help pages read and write them. */
export type HelpItem = Selectable<HelpItemsTable>;
