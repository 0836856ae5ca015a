import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppStart } from './app-start';
import { AppProviders } from './providers';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppStart />
    </AppProviders>
  );
}
