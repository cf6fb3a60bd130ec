import type { SVGProps } from 'react';

// A handful of line icons drawn for this site (24×24, currentColor), decorative unless labelled.
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
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

export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </Icon>
);
export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Icon>
);
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);
export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
);
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);
const MountainIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 20l7-12 4 6 3-4 6 10z" />
  </Icon>
);
const SnowMountainIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 20l10-16 10 16z" />
    <path d="M8.5 9.5l2 1.5 1.5-2 1.5 2 2-1.5" />
  </Icon>
);
const BinocularsIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6" cy="16" r="4" />
    <circle cx="18" cy="16" r="4" />
    <path d="M10 16h4M6 12l2-8h2l1 6M18 12l-2-8h-2l-1 6" />
  </Icon>
);
const PalmIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 21c0-6 0-9-1-12M12 9c-2-3-6-4-9-2 3 0 6 1 9 2zM12 9c2-3 6-4 9-2-3 0-6 1-9 2zM12 9c-1-3-1-5 2-7-1 2-1 4-2 7z" />
  </Icon>
);

/** The destinations' `icon` names (catalogue) mapped to drawings. */
export function DestinationIcon({ name, ...props }: IconProps & { name: string }) {
  switch (name) {
    case 'binoculars':
      return <BinocularsIcon {...props} />;
    case 'mountain-snow':
      return <SnowMountainIcon {...props} />;
    case 'palmtree':
      return <PalmIcon {...props} />;
    default:
      return <MountainIcon {...props} />;
  }
}
