import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * A stroked 24 px icon. Its stroke is drawn by the `icon` class (app/globals.css) rather than attributes
 * repeated on every icon of every page; a stroke width given here is set inline, over the class.
 */
function Outline({ children, className = 'size-6', strokeWidth, style, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`icon ${className}`}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Outline>
);

export const CartIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20.5" r="1" />
    <circle cx="17" cy="20.5" r="1" />
  </Outline>
);

export const HeartIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20Z" />
  </Outline>
);

export const UserIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Outline>
);

export const MenuIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Outline>
);

export const CloseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Outline>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Outline className="size-4" {...p}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const GlobeIcon = (p: IconProps) => (
  <Outline className="size-5" {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Outline>
);

export const MapPinIcon = (p: IconProps) => (
  <Outline className="size-5" {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Outline>
);

export const PhoneIcon = (p: IconProps) => (
  <Outline className="size-5" {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Outline>
);

export const MailIcon = (p: IconProps) => (
  <Outline className="size-5" {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Outline>
);
