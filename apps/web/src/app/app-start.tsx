import { LOCAL_KEYS } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { MaintenancePage, RegionRestrictedPage, usePermission } from '@/features/brand/system';
import { prefetchNotice } from '@/features/content/content';
import { pickLanguage } from '@/lib/i18n/languages';
import { rememberMerchant } from '@/lib/merchant-storage';
import { useSessionStore } from '@/lib/session-store';
import { releaseShellBanner } from '@/lib/shell-banner';
import { local } from '@/lib/storage';
import { hasUrlToken, takeUrlToken } from '@/lib/url-token';
import { AppError } from './app-error';
import { AppSplash } from './app-splash';
import { createAppRouter } from './router';
import { useMerchantLanguage } from './use-merchant-language';

/**
 * The router is created only for status 0, and the URL token is taken just before, so the
 * router's first location is already clean and a token survives a maintenance window untouched.
 * Creating it runs the router's code for the first time (it ranks every route), and so does its
 * first render: on a phone each is a long task. Each runs in a task of its own after the frame
 * that knows the status, so none holds the main thread long enough to delay a tap.
 */
function AppRouter() {
  const [router, setRouter] = useState<ReturnType<typeof createAppRouter> | null>(null);
  useEffect(() => {
    let waiting: ReturnType<typeof createAppRouter> | null = null;
    let timer = setTimeout(() => {
      const token = takeUrlToken();
      if (token) useSessionStore.getState().setToken(token);
      waiting = createAppRouter();
      timer = setTimeout(() => {
        setRouter(waiting);
        waiting = null;
      }, 0);
    }, 0);
    return () => {
      clearTimeout(timer);
      // Left before its first render: the router's history listener goes with it.
      waiting?.dispose();
    };
  }, []);
  return router ? <RouterProvider router={router} /> : <AppSplash />;
}

/** §2 App start: permission first; its system status decides what the visitor gets. */
export function AppStart() {
  const permission = usePermission();
  const { data } = permission;
  const languageReady = useMerchantLanguage(data?.whitelabel);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!data) return;
    rememberMerchant(data.whitelabel);
    if (data.status.status === 0) {
      // While the language's texts and the page's code load, the banners are already on their way.
      const language = pickLanguage(local.get(LOCAL_KEYS.lang), data.whitelabel);
      const member = Boolean(useSessionStore.getState().token) || hasUrlToken();
      prefetchNotice(queryClient, language, data.whitelabel.merchantCode, member);
    }
    // Inside the app the layout titles each page; the status screens just carry the brand.
    if (data.status.status !== 0) document.title = data.whitelabel.name;
    // A status screen shows no banner: the one the server drew over the page goes.
    if (data.status.status !== 0) releaseShellBanner();
  }, [data, queryClient]);
  useEffect(() => {
    if (permission.isError) releaseShellBanner();
  }, [permission.isError]);

  if (!data) {
    if (permission.isError) {
      return (
        <AppError
          error={permission.error}
          onRetry={() => void permission.refetch()}
          retrying={permission.isFetching}
        />
      );
    }
    return <AppSplash />;
  }
  if (!languageReady) return <AppSplash />;

  const { status, customerService, whitelabel } = data;
  // The server already resolved precedence (maintenance over restriction); render what it says.
  if (status.status === 1) {
    return (
      <MaintenancePage
        status={status}
        customerService={customerService}
        brand={whitelabel.name}
        onRefresh={() => void permission.refetch()}
        refreshing={permission.isFetching}
      />
    );
  }
  if (status.status === 2) {
    return <RegionRestrictedPage status={status} customerService={customerService} brand={whitelabel.name} />;
  }
  return <AppRouter />;
}
