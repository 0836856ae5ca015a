/** Placeholder blocks while a part loads, so the page keeps its shape instead of jumping. */
export function SkeletonBlocks(props: {
  count: number;
  label: string;
  className: string;
  blockClassName: string;
  testId?: string;
}) {
  return (
    <div role="status" aria-label={props.label} className={props.className} data-testid={props.testId}>
      {Array.from({ length: props.count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton
        <div key={i} className={`animate-pulse bg-surface-2 ${props.blockClassName}`} />
      ))}
    </div>
  );
}
