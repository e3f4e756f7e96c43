import * as styles from './StatusPage.css';

const gearTeeth = [0, 45, 90, 135, 180, 225, 270, 315];

/** Original line art drawn from plain shapes; decorative, so hidden from screen readers. */
export function StatusIllustration({ variant }: { variant: 'maintenance' | 'regionBlocked' }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <circle className={styles.backdrop} cx="100" cy="78" r="70" />
      <ellipse className={styles.ground} cx="100" cy="146" rx="72" ry="8" />
      {variant === 'maintenance' ? <Maintenance /> : <RegionBlocked />}
    </svg>
  );
}

function Maintenance() {
  return (
    <g>
      {/* large gear */}
      <Gear at="88 72" className={styles.brandFill} radius={32} hole={13} tooth={[14, 16, 3]} tip={42} />
      {/* small gear */}
      <Gear at="138 44" className={styles.accentFill} radius={15} hole={6} tooth={[8, 9, 2]} tip={21} turn={22.5} />
      {/* traffic cone */}
      <g transform="translate(140 96)">
        <path className={styles.cautionFill} d="M-14 46 L-3 0 H3 L14 46 Z" />
        <path className={styles.surfaceFill} d="M-8.6 24 H8.6 L10.1 30 H-10.1 Z" />
        <path className={styles.surfaceFill} d="M-5.2 10 H5.2 L6.4 15 H-6.4 Z" />
        <rect className={styles.cautionFill} x="-20" y="44" width="40" height="6" rx="2" />
      </g>
    </g>
  );
}

/**
 * A gear centred at `at`: a wheel of `radius` with a hole, and eight teeth (`tooth`: width, height, corner radius)
 * reaching `tip` from the centre, the first `turn` degrees from the top.
 */
function Gear({
  at,
  className,
  radius,
  hole,
  tooth: [width, height, rx],
  tip,
  turn = 0,
}: {
  at: string;
  className: string;
  radius: number;
  hole: number;
  tooth: readonly [number, number, number];
  tip: number;
  turn?: number;
}) {
  return (
    <g transform={`translate(${at})`}>
      {gearTeeth.map((angle) => (
        <rect
          key={angle}
          className={className}
          x={-width / 2}
          y={-tip}
          width={width}
          height={height}
          rx={rx}
          transform={`rotate(${angle + turn})`}
        />
      ))}
      <circle className={className} r={radius} />
      <circle className={styles.surfaceFill} r={hole} />
    </g>
  );
}

function RegionBlocked() {
  return (
    <g>
      {/* globe */}
      <g transform="translate(92 74)">
        <circle className={styles.brandFill} r="44" />
        <g className={styles.surfaceStroke} strokeWidth="3" opacity="0.85">
          <ellipse rx="18" ry="44" />
          <path d="M-44 0 H44" />
          <path d="M-38 -22 H38" />
          <path d="M-38 22 H38" />
          <path d="M0 -44 V44" />
        </g>
      </g>
      {/* padlock */}
      <g transform="translate(140 104)">
        <path
          className={styles.brandStroke}
          d="M-12 -6 V-16 a12 12 0 0 1 24 0 V-6"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <rect className={styles.criticalFill} x="-20" y="-8" width="40" height="34" rx="7" />
        <circle className={styles.surfaceFill} cx="0" cy="5" r="5" />
        <rect className={styles.surfaceFill} x="-2.5" y="6" width="5" height="11" rx="2" />
      </g>
    </g>
  );
}
