import { useState } from 'react';

/** A report's filter and page, where any change of filter starts again from the first page. */
export function useReportFilter<F extends object>(initial: F) {
  const [filter, setFilter] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  /** A whole new filter: what it leaves out is no longer filtered on. */
  const replace = (next: F) => {
    setFilter(next);
    setPageNo(1);
  };
  /** Some of the filter changed; the rest stays. */
  const refine = (patch: Partial<F>) => replace({ ...filter, ...patch });
  return { filter, refine, replace, pageNo, setPageNo };
}
