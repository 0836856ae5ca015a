import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';

/** The built-in pictures are this many pixels square; the box is reserved before one loads. */
const PICTURE_PIXELS = 128;

/** What an avatar is drawn from: whom it stands for, their picture if any, and its box. */
export interface AvatarProps {
  name: string;
  src?: string | null;
  className?: string;
}

/**
 * A round picture, or `fallback` when there is none or it fails to load (§2: a broken avatar falls
 * back to a default one). A new `src` is tried again even after an earlier one failed.
 */
export function RoundPicture({
  src,
  className,
  fallback,
}: {
  src?: string | null;
  className?: string;
  fallback: ReactNode;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return fallback;
  return (
    <img
      src={src}
      alt=""
      width={PICTURE_PIXELS}
      height={PICTURE_PIXELS}
      onError={() => setBroken(src)}
      className={cn('shrink-0 rounded-full object-cover', className)}
    />
  );
}
