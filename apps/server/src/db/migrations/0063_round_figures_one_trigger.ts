import { type Kysely, sql } from 'kysely';

/**
 * One trigger for what a settled round adds to the figures: the rebate's bet statistics (0027) and
 * the reports' daily figures (0054) ran as two triggers on the same columns, each with its own
 * check of what changed and its own read of the game. Their checks were the same, and neither reads
 * what the other writes, so one function now does both after one read of the game.
 *
 * The trigger's name sorts where `bet_stats_on_round` did, before `bonus_on_round` and
 * `points_on_round` (PostgreSQL fires a row's triggers in name order): the bet statistics are
 * written at the same point as before. The two old functions stay for `down`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function bet_figures_on_round() returns trigger language plpgsql as $$
    declare
      g record;
      was boolean := tg_op = 'UPDATE' and old.status = 'settled';
      now_counts boolean := new.status = 'settled';
    begin
      if not was and not now_counts then return null; end if;
      if was and now_counts and old.stake = new.stake and old.win = new.win
         and old.settled_at = new.settled_at then
        return null;
      end if;
      select game_type, code into g from games where id = new.game_id;
      -- A round counts while it is settled: its stake, its win, and one bet when it staked anything
      -- (a vendor's bonus round pays without a bet). A change takes the old figures back first.
      if was then
        perform bet_stats_add(old.merchant_id, old.member_id, old.settled_at, g.game_type, -old.stake, -old.win,
                              case when old.stake > 0 then -1 else 0 end);
        perform report_bets_add(old.merchant_id, old.member_id, old.settled_at, old.vendor, g.game_type, g.code,
                                -old.stake, -old.win, case when old.stake > 0 then -1 else 0 end);
      end if;
      if now_counts then
        perform bet_stats_add(new.merchant_id, new.member_id, new.settled_at, g.game_type, new.stake, new.win,
                              case when new.stake > 0 then 1 else 0 end);
        perform report_bets_add(new.merchant_id, new.member_id, new.settled_at, new.vendor, g.game_type, g.code,
                                new.stake, new.win, case when new.stake > 0 then 1 else 0 end);
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger bet_stats_on_round on game_rounds`.execute(db);
  await sql`drop trigger report_on_round on game_rounds`.execute(db);
  await sql`create trigger bet_figures_on_round after insert or update of status, stake, win, settled_at on game_rounds
    for each row execute function bet_figures_on_round()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger bet_figures_on_round on game_rounds`.execute(db);
  await sql`drop function bet_figures_on_round()`.execute(db);
  await sql`create trigger bet_stats_on_round after insert or update of status, stake, win, settled_at on game_rounds
    for each row execute function bet_stats_on_round()`.execute(db);
  await sql`create trigger report_on_round after insert or update of status, stake, win, settled_at on game_rounds
    for each row execute function report_on_round()`.execute(db);
}
