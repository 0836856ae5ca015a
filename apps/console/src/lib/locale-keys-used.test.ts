import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/**
 * Keys read as `prefix.${value}`: the value comes from a status, a code or a field name, so no
 * source file names the whole key. Each prefix with why its keys are built.
 */
const DYNAMIC_PREFIXES: Record<string, string> = {
  errors: 'an error code from the server (lib/error-text)',
  'agentTree.types': "a member's agent type",
  'payrollDesk.types': 'a contract type',
  'payrollDesk.status': "a payroll run's status",
  'payrollDesk.paidBy': 'who paid a statement',
  'payrollDesk.figures': 'a figure of a payroll statement',
  roles: 'a staff role of the permission table',
  'rewardsOps.art': "a promotion's drawn artwork",
  'rewardsOps.category': "a promotion's category",
  'rewardsOps.grant': "a bonus grant's state",
  'rewardsOps.kind': "a bonus rule's kind",
  'rewardsOps.period': 'a cashback period',
  'rewardsOps.states': 'a promotion state tab',
  'brands.errors': "a brand call's error code",
  'contentOps.banners.frame': 'a preview frame (phone or desktop)',
  'contentOps.banners.linkages': "a banner's linkage type",
  'contentOps.groups': "a banner's route group",
  'contentOps.help.tools': 'a tool of the article editor',
  'contentOps.links.lists': 'a list of the site links',
  'contentOps.notices.audiences': "a popup's audience",
  'contentOps.notices.edit': 'the kind of notice being changed',
  'contentOps.notices.empty': 'the kind of notice listed',
  'contentOps.notices.kinds': 'a kind of notice',
  'contentOps.notices.new': 'the kind of notice being added',
  'contentOps.notices.states': "a notice's schedule state",
  'brands.form': 'a colour of the brand theme',
  'depositDesk.filters': 'a field of the deposit filter bar',
  'depositDesk.invalid': 'the field a deposit filter check failed on',
  'depositDesk.outcome': 'what a provider re-check did to an order',
  'depositDesk.says': "the provider's status in a re-check answer",
  'deposits.status': "a deposit order's status",
  'exports.kycFields': "a field of a member's KYC record",
  'exports.rounds.columns': "a figure column of a game's rounds",
  'kyc.status': "a KYC review's status",
  'lotteryOps.status': "a lottery draw's state",
  'lotteryOps.waiting': 'what a draw waits for a second operator on',
  'lotteryOps.regions': 'a region of the traditional lottery',
  'lotteryOps.errors': "a lottery call's error code",
  'lotteryOps.draws.columns': 'an amount column of the draws board',
  'members.actions': 'a member action (lock, freeze and their opposites) and its dialog',
  'members.actions.resetSent': 'where a password reset was sent (email or phone)',
  'members.adjust': 'the direction of a balance adjustment',
  'members.adjustments.status': "an adjustment's status",
  'members.bets.statuses': "a bet's status",
  'members.filters': 'a field of the member search',
  'members.invalid': 'the field a member search check failed on',
  'members.kyc': "a member's KYC status",
  'members.status': "a member's status",
  'members.tabs': "a tab of a member's page",
  'members.wallets': 'a wallet kind',
  'reports.figures': 'a figure of the bet report',
  'reports.groups': 'a grouping of the bet report',
  'staff.done': 'the staff action just done',
  'staff.errors': "a staff call's error code",
  'staff.invalid': 'the field a new operator check failed on',
  'staff.status': "an operator's status",
  'withdrawalQueue.filter': 'a field of the withdrawal filter bar',
  'withdrawalQueue.filter.invalid': 'the field a withdrawal filter check failed on',
  'withdrawalQueue.flags': 'a risk flag of a withdrawal',
  'withdrawals.status': "a withdrawal's status",
  'supportDesk.status': "a support conversation's status",
  'supportDesk.holder': 'whose conversations the support inbox shows',
  'feedbackDesk.status': "a feedback ticket's status",
  'feedbackDesk.types': "a feedback ticket's question type",
  'feedbackDesk.empty': 'the feedback status shown with nothing in it',
  'messageDesk.kinds': 'who an internal message goes to',
};

/** The console's source, tests and texts left out: a key only a test names is still unused. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

function leaves(table: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const code = sources(src).join('\n');
/** Every quoted word-and-dot string of the source: where a whole key is named. */
const named = new Set([...code.matchAll(/['"`]([\w.]+)['"`]/g)].map((m) => m[1]));
const english = JSON.parse(readFileSync(join(src, 'locales/en.json'), 'utf8'));

describe("the console's texts", () => {
  it('uses every key of en.json: named in a source file, or under a prefix built from a value', () => {
    const unused = leaves(english).filter((key) => {
      // i18next's plural forms are read through the key without their suffix.
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      if (named.has(base)) return false;
      return !Object.keys(DYNAMIC_PREFIXES).some((prefix) => base.startsWith(`${prefix}.`));
    });
    expect(unused).toEqual([]);
  });

  it('lists only prefixes the source still builds keys from', () => {
    const stale = Object.keys(DYNAMIC_PREFIXES).filter((prefix) => !code.includes(`\`${prefix}.\${`));
    expect(stale).toEqual([]);
  });
});
