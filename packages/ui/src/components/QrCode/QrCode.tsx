import { useMemo } from 'react';
import { QR_DEFAULTS, qrMatrix, type QrLevel } from './qr';
import * as styles from './QrCode.css';

export const qrTones = ['default', 'line'] as const;
export type QrTone = (typeof qrTones)[number];

export interface QrCodeProps {
  /** The text to encode, usually an address. */
  value: string;
  /** What the code is for, read by screen readers ("QR code for the Android app"). */
  label: string;
  /** Width and height in CSS pixels, quiet zone included (spec §9: 200). */
  size?: number;
  /** Light border around the modules in CSS pixels (spec §9: 10 for the Line QR). */
  margin?: number;
  /** Error correction (spec §9: M). */
  level?: QrLevel;
  /** `line`: the green of the Line QR. */
  tone?: QrTone;
  className?: string;
}

/** A QR code drawn as SVG from pure JavaScript (no canvas, no network). */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  level = QR_DEFAULTS.level,
  tone = 'default',
  className,
}: QrCodeProps) {
  const { count, path } = useMemo(() => qrMatrix(value, level), [value, level]);
  // the margin is given in pixels: turn it into modules of the viewBox
  const quiet = size > 2 * margin ? (margin * count) / (size - 2 * margin) : 0;
  const box = count + 2 * quiet;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={[styles.root, styles.tones[tone], className].filter(Boolean).join(' ')}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
