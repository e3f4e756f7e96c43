import type { ReactNode, SVGProps } from 'react';

/**
 * The one icon set: line icons drawn for this project (24px grid, currentColor). Decorative: the control around each
 * carries the name. A new icon is one `icon(<path … />)` line in the file of its group
 * (general.tsx, categories.tsx): a group loads with the pages that use it, not all with the first paint.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon of one drawing; `defaults` are svg attributes of its own (a larger size) that the caller's props override. */
export const icon = (paths: ReactNode, defaults?: IconProps) =>
  function Icon(props: IconProps) {
    return (
      <Svg {...defaults} {...props}>
        {paths}
      </Svg>
    );
  };

/** An icon in the set's round frame (a circle of radius 9) with the lines `d` inside. */
export const ringIcon = (d: string) =>
  icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d={d} />
    </>,
  );
