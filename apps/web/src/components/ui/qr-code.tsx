import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useNearScreen } from '@/lib/use-near-screen';

/** Quiet zone around the code, in modules: scanners need a light border to find it. */
const QUIET = 2;

/** The dark modules of `value` as one SVG path, one 1x1 square per module. */
function modulePath(value: string): { path: string; count: number } {
  // Type 0 picks the smallest version that fits; level M survives a smudged screen.
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { path, count };
}

/**
 * A QR code drawn here, in the browser (§1 app download, a deposit's VietQR): no image service sees
 * what it holds.
 * Always dark on white, whatever the theme, because phone cameras read that best. Working out the
 * code takes a phone about 25 ms, so it is done as the code comes near the screen; until then the
 * white square holds its place.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const [ref, near] = useNearScreen<SVGSVGElement>();
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      aria-busy={!near}
      data-size={size}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-lg bg-white"
    >
      <title>{label}</title>
      {near && <Modules value={value} />}
    </svg>
  );
}

function Modules({ value }: { value: string }) {
  const { path, count } = useMemo(() => modulePath(value), [value]);
  const box = count + QUIET * 2;
  return (
    <svg viewBox={`0 0 ${box} ${box}`} width="100%" height="100%" aria-hidden="true">
      <path d={path} fill="#0b0b12" />
    </svg>
  );
}
