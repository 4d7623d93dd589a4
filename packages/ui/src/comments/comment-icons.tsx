import { StrokeIcon, type IconProps as StrokeIconProps } from '../icons/icons';

type IconProps = StrokeIconProps & { filled?: boolean };

/** Comment icons: 18 px by default, filled when the reaction is on. */
function Icon({ size = 18, filled = false, children, ...props }: IconProps) {
  return (
    <StrokeIcon size={size} fill={filled ? 'currentColor' : 'none'} {...props}>
      {children}
    </StrokeIcon>
  );
}

export function ThumbUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Zm0 0 4-7a2.5 2.5 0 0 1 2.5 3L13 10h6a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 21H7" />
    </Icon>
  );
}

export function ThumbDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M17 14V3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-3Zm0 0-4 7a2.5 2.5 0 0 1-2.5-3l.5-4H5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.2 3H17" />
    </Icon>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props} filled>
      <circle cx="12" cy="5" r="1.3" />
      <circle cx="12" cy="12" r="1.3" />
      <circle cx="12" cy="19" r="1.3" />
    </Icon>
  );
}
