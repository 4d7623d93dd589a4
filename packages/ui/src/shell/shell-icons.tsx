import type { IconProps } from '../icons/icons';

/** The shell's extra stroke icons, drawn like those of icons/icons.tsx (24 px grid, currentColor). */
function ShellIcon({ size = 24, children, ...props }: IconProps) {
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

export function HomeIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="M4 10.5 12 4l8 6.5V20h-5.5v-5h-5v5H4z" />
    </ShellIcon>
  );
}

export function CommunityIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="M4 5h16v10H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </ShellIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </ShellIcon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </ShellIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </ShellIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </ShellIcon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="m15 5-7 7 7 7" />
    </ShellIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <ShellIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </ShellIcon>
  );
}
