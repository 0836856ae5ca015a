import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page's chunk loads, so clicks feel answered. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-16 z-50 h-0.5 overflow-hidden" role="progressbar" aria-busy="true">
      <div className="animate-progress h-full w-1/3 bg-linear-to-r from-accent to-accent-2" />
    </div>
  );
}
