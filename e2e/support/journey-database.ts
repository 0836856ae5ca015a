/**
 * Creates a journeys' database on a PostgreSQL server. Its commits do not wait for the disk
 * (synchronous_commit off): the database is dropped when the run ends, so nothing in it has to
 * outlive a crash, and everything a journey sees (locks, isolation, what a commit makes visible) is
 * as before. The journeys' servers commit thousands of small transactions, and on a shared machine
 * each flush waited behind other suites' disk writes.
 */
export async function createJourneyDatabase(query: (sql: string) => Promise<unknown>, name: string) {
  await query(`create database ${name}`);
  await query(`alter database ${name} set synchronous_commit = off`);
}
