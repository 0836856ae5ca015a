import type { ComponentProps } from 'react';
import { ClassifyStrip } from './classify-strip';
import { ProviderRow } from './provider-row';

interface LobbyRowsProps {
  /** The vendors or the classifications are still loading. */
  pending: boolean;
  providers: ComponentProps<typeof ProviderRow>;
  /** The classification strip, where the lobby shows one for its type and list. */
  strip: ComponentProps<typeof ClassifyStrip> | null;
}

/**
 * A lobby's rows above its games: the provider row (48 px) and, where the lobby shows one, the
 * classification strip (36 px). While their answers load, their space is held: the game list is
 * often in first (its answer travels with the page), and rows appearing above it afterwards would
 * push the visitor's games down the screen.
 */
export function LobbyRows({ pending, providers, strip }: LobbyRowsProps) {
  if (pending) {
    return (
      <>
        <div
          aria-hidden="true"
          data-testid="lobby-rows-loading"
          className="h-12 animate-pulse rounded-xl bg-surface-2"
        />
        {strip ? (
          <div aria-hidden="true" className="h-9 w-3/4 animate-pulse rounded-full bg-surface-2" />
        ) : null}
      </>
    );
  }
  return (
    <>
      <ProviderRow {...providers} />
      {strip ? <ClassifyStrip {...strip} /> : null}
    </>
  );
}
