import { render } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { testQueryClient } from '@/test/render-app';
import { setPlayerSession } from '@/test/signed-in';
import { BettingRecordPage } from './pages/betting-record-page';

/** The betting record on its own, for the signed-in player. */
export function renderRecordPage() {
  setPlayerSession();
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <BettingRecordPage />
    </AppProviders>,
  );
}
