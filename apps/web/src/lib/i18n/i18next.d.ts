import 'i18next';
import type activity from '../../locales/activity/en.json';
import type agentCentre from '../../locales/agentCentre/en.json';
import type chat from '../../locales/chat/en.json';
import type content from '../../locales/content/en.json';
import type crash from '../../locales/crash/en.json';
import type download from '../../locales/download/en.json';
import type en from '../../locales/en.json';
import type games from '../../locales/games/en.json';
import type inhouse from '../../locales/inhouse/en.json';
import type lottery from '../../locales/lottery/en.json';
import type messages from '../../locales/messages/en.json';
import type missions from '../../locales/missions/en.json';
import type points from '../../locales/points/en.json';
import type promotions from '../../locales/promotions/en.json';
import type rebate from '../../locales/rebate/en.json';
import type records from '../../locales/records/en.json';
import type referral from '../../locales/referral/en.json';
import type rewards from '../../locales/rewards/en.json';
import type wallet from '../../locales/wallet/en.json';

// The English bundles are the reference: t('some.key') is checked against them at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof agentCentre &
        typeof download &
        typeof wallet &
        typeof games &
        typeof inhouse &
        typeof lottery &
        typeof records &
        typeof content &
        typeof messages &
        typeof chat &
        typeof points &
        typeof promotions &
        typeof rebate &
        typeof crash &
        typeof activity &
        typeof missions &
        typeof referral &
        typeof rewards;
    };
  }
}
