import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppStart } from './app-start';
import { AppProviders } from './providers';
import { PushSync } from './push-sync';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppStart />
      <PushSync />
    </AppProviders>
  );
}
