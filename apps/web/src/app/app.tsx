import { useEffect, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppStart } from './app-start';
import './slots/header';
import { AppProviders } from './providers';
import { PushSync } from './push-sync';
import { registerServiceWorker } from './service-worker';
import { startSettled } from './start-settled';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => registerServiceWorker(() => startSettled(queryClient)), [queryClient]);
  return (
    <AppProviders queryClient={queryClient}>
      <AppStart />
      <PushSync />
    </AppProviders>
  );
}
