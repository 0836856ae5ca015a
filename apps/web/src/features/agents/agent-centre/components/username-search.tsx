import { useState } from 'react';
import { SearchForm, UsernameField } from './search-form';

/** One member of the team by username; empty for the whole team. */
export function UsernameSearch({ onApply }: { onApply: (username: string | undefined) => void }) {
  const [username, setUsername] = useState('');
  return (
    <SearchForm onApply={() => onApply(username.trim() || undefined)} className="flex items-end gap-2">
      <UsernameField value={username} onChange={setUsername} className="flex-1" />
    </SearchForm>
  );
}
