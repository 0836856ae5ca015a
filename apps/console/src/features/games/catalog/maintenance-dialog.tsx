import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { catalogCall } from '../games-calls';
import type { CatalogGame } from './catalog-columns';
import { DialogFrame } from './dialog-frame';

/** An ISO moment as a `datetime-local` input shows it (the operator's own clock), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * A game's maintenance for the brand: on now, or only between two moments, with the message its
 * players read on the game's tile. Saving it is audited by the server.
 */
export function MaintenanceDialog(props: {
  game: CatalogGame;
  onSaved: (game: CatalogGame) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const onId = useId();
  const messageId = useId();
  const m = props.game.maintenance;
  const [on, setOn] = useState(m.on);
  const [message, setMessage] = useState(m.message ?? '');
  const [from, setFrom] = useState(toLocalInput(m.from));
  const [until, setUntil] = useState(toLocalInput(m.until));
  const save = useMutation({
    mutationFn: () =>
      catalogCall('catalogAdmin.update', {
        params: { gameId: props.game.id },
        body: {
          maintenance: {
            on,
            message: message.trim() || null,
            from: fromLocalInput(from),
            until: fromLocalInput(until),
          },
        },
      }),
    onSuccess: props.onSaved,
  });
  const backwards = from !== '' && until !== '' && from >= until;
  return (
    <DialogFrame label={t('gamesOps.maintenance.title', { name: props.game.name })} onClose={props.onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!backwards) save.mutate();
        }}
      >
        <h2 className="text-lg font-semibold">
          {t('gamesOps.maintenance.title', { name: props.game.name })}
        </h2>
        <label htmlFor={onId} className="flex items-center gap-2 text-sm">
          <input id={onId} type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
          {t('gamesOps.maintenance.on')}
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className="text-sm text-muted">
            {t('gamesOps.maintenance.message')}
          </label>
          <textarea
            id={messageId}
            maxLength={200}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className="rounded-md border border-line bg-bg px-2 py-1 text-sm outline-none focus:border-accent"
          />
          <p className="text-xs text-muted">{t('gamesOps.maintenance.messageHint')}</p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            type="datetime-local"
            label={t('gamesOps.maintenance.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            type="datetime-local"
            label={t('gamesOps.maintenance.until')}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            error={backwards ? t('gamesOps.maintenance.backwards') : undefined}
          />
        </div>
        <p className="text-xs text-muted">{t('gamesOps.maintenance.windowHint')}</p>
        {save.isError ? <p className="text-sm text-danger">{errorText(save.error)}</p> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('gamesOps.maintenance.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending || backwards}>
            {t('gamesOps.maintenance.save')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
