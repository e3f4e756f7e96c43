// A merchant's logo for the stories of the frame (header, status pages).

/**
 * A stand-in wordmark, `height` tall; Storybook's preview shows the toolbar merchant's logo instead, as the site
 * shows its own.
 */
export function DemoLogo({ height = 32 }: { height?: number }) {
  return (
    <svg width={(height * 124) / 32} height={height} viewBox="0 0 124 32" role="img" aria-label="Lucky Star">
      <path d="M16 3l3.7 8.2 8.9.9-6.7 6 1.9 8.8L16 22.4l-7.8 4.5 1.9-8.8-6.7-6 8.9-.9z" fill="currentColor" />
      <text x="32" y="22" fontSize="15" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Lucky Star
      </text>
    </svg>
  );
}
