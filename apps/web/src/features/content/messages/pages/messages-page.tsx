import { useState } from 'react';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FeedbackForm } from '../components/feedback-form';
import { MessageList } from '../components/message-list';

type Tab = 'inbox' | 'feedback';

/** Member centre page messageV2: the inbox, and the feedback form whose answers arrive in it. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('inbox');
  return (
    <div className="space-y-5">
      <SegmentedTabs
        label={t('messages.inbox')}
        value={tab}
        onChange={setTab}
        className="max-w-sm"
        options={[
          { value: 'inbox', label: t('messages.inbox') },
          { value: 'feedback', label: t('messages.feedbackTitle') },
        ]}
      />
      {tab === 'inbox' ? <MessageList /> : <FeedbackForm onSent={() => setTab('inbox')} />}
    </div>
  );
}
