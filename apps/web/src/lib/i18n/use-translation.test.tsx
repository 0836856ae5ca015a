import { act, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { showLanguage } from './change-language';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  it('shows the current language and re-renders every user when it changes, with one t between them', async () => {
    const seen: TFunction[] = [];
    function Label({ id }: { id: string }) {
      const { t } = useTranslation();
      seen.push(t);
      return (
        <button type="button" data-testid={id}>
          {t('dialog.close')}
        </button>
      );
    }
    render(
      <>
        <Label id="a" />
        <Label id="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent(i18n.getFixedT('en')('dialog.close'));
    expect(seen[0]).toBe(seen[1]);

    await act(() => showLanguage('VI'));
    const vietnamese = i18n.getFixedT('vi')('dialog.close');
    expect(vietnamese).not.toBe(i18n.getFixedT('en')('dialog.close'));
    expect(screen.getByTestId('a')).toHaveTextContent(vietnamese);
    expect(screen.getByTestId('b')).toHaveTextContent(vietnamese);
    expect(seen.at(-1)).toBe(seen.at(-2));
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
