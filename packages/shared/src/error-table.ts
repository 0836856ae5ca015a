/** What a failure answers: its HTTP status and the English text that goes with its code. */
export interface ErrorEntry {
  readonly status: number;
  readonly message: string;
}

// Every code of every table made, in the order the tables were made.
const known = new Map<string, ErrorEntry>();

type Entries<T> = {
  [S in keyof T]: { readonly [C in keyof T[S]]: { readonly status: S; readonly message: T[S][C] } };
}[keyof T];
type Joined<U> = (U extends unknown ? (u: U) => void : never) extends (j: infer J) => void ? J : never;

/** The table `errorTable` makes from its codes grouped by status. */
export type ErrorTable<T> = { readonly [C in keyof Joined<Entries<T>>]: Joined<Entries<T>>[C] };

/**
 * A table of error codes, written as the codes of each HTTP status with their texts: most tables
 * hold a handful of statuses for dozens of codes, so each status is written once.
 */
// Marked free of side effects so the site's build drops a table nothing reads (a call is kept otherwise).
/*#__NO_SIDE_EFFECTS__*/
export function errorTable<const T extends Readonly<Record<number, Readonly<Record<string, string>>>>>(
  byStatus: T,
): ErrorTable<T> {
  const table: Record<string, ErrorEntry> = {};
  for (const [status, codes] of Object.entries(byStatus)) {
    for (const [code, message] of Object.entries(codes)) {
      table[code] = { status: Number(status), message };
      known.set(code, table[code]);
    }
  }
  return table as ErrorTable<T>;
}

/**
 * The status and text of a code from any table made so far. The server's failures look their code
 * up here, so the floor that throws them needs no list naming every area; the shell's list of all
 * codes (error-codes.ts) loads every table, and a test holds the two to the same entries.
 */
export function knownError(code: string): ErrorEntry | undefined {
  return known.get(code);
}
