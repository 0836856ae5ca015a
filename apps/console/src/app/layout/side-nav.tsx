import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { allowedItems, NAV_GROUP_LABELS, NAV_GROUPS } from '../nav-items';
import { useStaff } from '../staff-context';

/** The screens the role may open, under their area's heading; an area with none is left out. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = allowedItems(useStaff().permissions);
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-5 p-3">
      {NAV_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group}>
            <p className="mb-1 px-2 text-xs font-medium uppercase tracking-wide text-muted">
              {t(NAV_GROUP_LABELS[group])}
            </p>
            <ul className="flex flex-col gap-0.5">
              {inGroup.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={`/${item.path}`}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-2 py-1.5 text-sm',
                        isActive ? 'bg-accent/15 font-medium text-accent' : 'text-fg hover:bg-surface-2',
                      )
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
