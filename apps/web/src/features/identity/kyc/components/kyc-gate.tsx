import { DEMO_ACCOUNT_FLAG } from '@pf/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { identityKeys } from '@/features/identity/query-keys';
import { useSessionStore } from '@/lib/session-store';
import { useDialogTurn } from '@/lib/use-dialog-turn';
import { securityConfigQueryOptions } from '../api/kyc-api';
import { kycFlags, shouldShowKyc } from '../model/kyc-rule';
import { KycModal } from './kyc-modal';

/**
 * Opens the security (KYC) modal for a signed-in real member when §4's rule says so. `blocked`
 * holds it back while another member pop-up (login, forced password change) is on screen, and it
 * waits its turn behind the site's own start-up dialogs (the disclaimer, the publicity popup).
 * `held` keeps it from opening while a message is on screen, without closing it for one of its own.
 */
export function KycGate({ blocked, held = false }: { blocked: boolean; held?: boolean }) {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.profile?.isAgent);
  const queryClient = useQueryClient();
  const eligible = token !== null && isAgent !== undefined && isAgent !== DEMO_ACCOUNT_FLAG;
  const config = useQuery({ ...securityConfigQueryOptions(token), enabled: eligible });
  // Bumped when a flag changes, so the rule is read again from sessionStorage.
  const [, setVersion] = useState(0);

  const due =
    eligible &&
    !blocked &&
    shouldShowKyc(config.data, { verifyLater: kycFlags.verifyLater(), uploaded: kycFlags.uploaded() });
  const show = useDialogTurn('kyc', due, !held);

  return (
    <KycModal
      key={token ?? 'none'}
      open={show}
      onVerifyLater={() => {
        kycFlags.setVerifyLater();
        setVersion((v) => v + 1);
      }}
      onUploaded={() => {
        kycFlags.setUploaded();
        setVersion((v) => v + 1);
        void queryClient.invalidateQueries({ queryKey: identityKeys.securityConfigs });
      }}
    />
  );
}
