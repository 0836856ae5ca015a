import type { vendorCredentialsSchema } from '@pf/shared/contracts/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { vendorsCall } from '../games-calls';
import { gamesKeys } from '../query-keys';

export type VendorCredentials = z.output<typeof vendorCredentialsSchema>;
type Vendor = 'PRAGMATIC' | 'EVOLUTION' | 'HUB88';

/**
 * A vendor connection's settings. The secret and the API token are write-only: the fields start
 * empty, and an empty field keeps what is stored.
 */
export function VendorForm(props: { vendor: Vendor; current: VendorCredentials; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const c = props.current;
  const [v, setV] = useState({
    login: c.login,
    providerId: c.providerId,
    secret: '',
    apiToken: '',
    apiUrl: c.apiUrl ?? '',
    launchUrl: c.launchUrl ?? '',
    enabled: c.enabled,
  });
  const save = useMutation({
    mutationFn: () =>
      vendorsCall('vendors.setCredentials', {
        params: { vendor: props.vendor },
        body: {
          login: v.login,
          providerId: v.providerId,
          ...(v.secret ? { secret: v.secret } : {}),
          ...(v.apiToken ? { apiToken: v.apiToken } : {}),
          apiUrl: v.apiUrl.trim() || null,
          launchUrl: v.launchUrl.trim() || null,
          enabled: v.enabled,
        },
      }),
    onSuccess: (saved) => {
      client.setQueryData(gamesKeys.vendor(props.vendor), saved);
      setV((old) => ({ ...old, secret: '', apiToken: '' }));
      props.onSaved();
    },
  });
  const field = (key: 'login' | 'providerId' | 'apiUrl' | 'launchUrl') => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [key]: e.target.value }),
  });
  return (
    <form
      aria-label={t('gamesOps.vendors.formLabel', { vendor: props.vendor })}
      className="grid gap-3 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <TextField label={t('gamesOps.vendors.login')} required maxLength={100} {...field('login')} />
      <TextField label={t('gamesOps.vendors.providerId')} required maxLength={100} {...field('providerId')} />
      <TextField
        label={t('gamesOps.vendors.secret')}
        type="password"
        autoComplete="new-password"
        placeholder={c.secretSet ? t('gamesOps.vendors.keepStored') : ''}
        value={v.secret}
        onChange={(e) => setV({ ...v, secret: e.target.value })}
      />
      <TextField
        label={t('gamesOps.vendors.apiToken')}
        type="password"
        autoComplete="new-password"
        placeholder={c.apiTokenSet ? t('gamesOps.vendors.keepStored') : ''}
        value={v.apiToken}
        onChange={(e) => setV({ ...v, apiToken: e.target.value })}
      />
      <TextField label={t('gamesOps.vendors.apiUrl')} type="url" {...field('apiUrl')} />
      <TextField label={t('gamesOps.vendors.launchUrl')} type="url" {...field('launchUrl')} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={v.enabled}
          onChange={(e) => setV({ ...v, enabled: e.target.checked })}
        />
        {t('gamesOps.vendors.enabled')}
      </label>
      <div className="flex items-center justify-end gap-2">
        {save.isError ? <p className="text-sm text-danger">{errorText(save.error)}</p> : null}
        <Button type="submit" disabled={save.isPending}>
          {t('gamesOps.vendors.save')}
        </Button>
      </div>
    </form>
  );
}
