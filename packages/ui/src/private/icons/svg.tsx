import { Fragment, type ReactElement, type ReactNode, type SVGProps } from 'react';

/**
 * The one icon set: line icons drawn for this project (24px grid, currentColor). Decorative: the control around each
 * carries the name. A new icon is one `icon('M…')` line (the `d` of its paths) in the file of its group
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

/** A part of an icon's drawing: the `d` of a path, or an element of another shape (a circle, a rect). */
export type IconPart = string | ReactElement;

/** An icon drawn with `parts`; `defaults` are svg attributes of its own (a larger size) that the caller's props override. */
export const sizedIcon = (defaults: IconProps, ...parts: IconPart[]) => {
  const drawing = parts.map((part, i) =>
    typeof part === 'string' ? <path key={i} d={part} /> : <Fragment key={i}>{part}</Fragment>,
  );
  return function Icon(props: IconProps) {
    return (
      <Svg {...defaults} {...props}>
        {drawing}
      </Svg>
    );
  };
};

/** An icon drawn with `parts` (path `d`s and other shapes), at the set's size. */
export const icon = (...parts: IconPart[]) => sizedIcon({}, ...parts);

/** An icon in the set's round frame (a circle of radius 9) with the lines `d` inside. */
export const ringIcon = (d: string) => icon(<circle cx="12" cy="12" r="9" />, d);
