import { useEffect, useState } from 'react';

/** Chromium's install offer for the lite app; not in the DOM typings yet. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

// Caught as early as this module loads: the browser offers it once, often before any dialog opens.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    for (const notify of listeners) notify();
  });
}

/**
 * The browser's own install offer for the lite app, when it made one (Chromium on Android and
 * desktop). `install` is null elsewhere (Safari), where the written steps are the way.
 */
export function useInstallPrompt(): { install: (() => Promise<void>) | null } {
  const [event, setEvent] = useState(held);
  useEffect(() => {
    const notify = () => setEvent(held);
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }, []);
  if (!event) return { install: null };
  return {
    install: async () => {
      await event.prompt();
      await event.userChoice;
      held = null;
      setEvent(null);
    },
  };
}
