import type { ReactNode } from 'react';

export interface ShareButtonProps {
  /** Target name, kept in `data-share` for styling and tests. */
  share: string;
  /** Block class: `gd-share-button` in the share box, `gd-share-target` in the share modal. */
  variant: 'gd-share-button' | 'gd-share-target';
  icon: ReactNode;
  label: string;
  onClick: () => void;
}

/** One share target as a list item (share box and share modal). */
export function ShareButton({ share, variant, icon, label, onClick }: ShareButtonProps) {
  const iconClass =
    variant === 'gd-share-target' ? `gd-share-target__icon gd-share-target__icon--${share}` : 'gd-share-button__icon';
  return (
    <li>
      <button type="button" className={variant} data-share={share} onClick={onClick}>
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
        {label}
      </button>
    </li>
  );
}
