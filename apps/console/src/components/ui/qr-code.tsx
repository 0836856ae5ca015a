import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Light modules around the code: scanners need a border to find it. */
const QUIET = 2;

/**
 * A QR code drawn in the browser, so no image service sees what it holds (an authenticator's
 * secret). Dark on white whatever the theme: phone cameras read that best.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1)
        if (qr.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
    return { path: d, count: n };
  }, [value]);
  const box = count + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
