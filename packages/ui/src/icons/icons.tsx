import type { SVGProps } from 'react';

/** Inline stroke icons (24 px grid), coloured by `currentColor`, hidden from assistive tech. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The shared frame of every stroke icon; feature folders draw their own icons inside it. */
export function StrokeIcon({ size = 24, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
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

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

export function BookmarkIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 3.5h12v17l-6-4-6 4z" fill={filled ? 'currentColor' : 'none'} />
    </StrokeIcon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </StrokeIcon>
  );
}

export function ProfileIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8.5" r="4" fill={filled ? 'currentColor' : 'none'} />
      <path d="M4 20.5c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" />
    </StrokeIcon>
  );
}

export function LoginIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="m10 16 4-4-4-4" />
      <path d="M14 12H4" />
    </StrokeIcon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4h6v6" />
      <path d="m20 4-9 9" />
      <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </StrokeIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </StrokeIcon>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </StrokeIcon>
  );
}

export function CommentIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5.5h16v11H9l-5 4z" />
    </StrokeIcon>
  );
}

/** The product mark: a sprout in a rounded square. */
export function LogoMark({ size = 28, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="var(--gd-color-primary, #3ea6ff)" />
      <path d="M16 25v-9" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16 16c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5z" fill="#fff" />
      <path d="M16 18.5c0-3.2-2.3-5.2-5.8-5.2 0 3.2 2.3 5.2 5.8 5.2z" fill="#fff" />
    </svg>
  );
}
