import { SHARE_TARGET_ACTIONS, type ShareTargetId } from './share-targets';
import type { ShareActions } from './use-share-actions';

export interface ShareButtonProps {
  /** The action this button runs; its glyph comes with it. */
  target: ShareTargetId;
  actions: ShareActions;
  /** Target name, kept in `data-share` for styling and tests; the action's id unless a surface names it otherwise. */
  share?: string | undefined;
  /** Block class: `gd-share-button` in the share box, `gd-share-target` in the share modal. */
  variant: 'gd-share-button' | 'gd-share-target';
  label: string;
}

/** One share target as a list item (share box and share modal). */
export function ShareButton({ target, actions, share = target, variant, label }: ShareButtonProps) {
  const { icon, run } = SHARE_TARGET_ACTIONS[target];
  const iconClass =
    variant === 'gd-share-target' ? `gd-share-target__icon gd-share-target__icon--${share}` : 'gd-share-button__icon';
  return (
    <li>
      <button type="button" className={variant} data-share={share} onClick={() => run(actions)}>
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
        {label}
      </button>
    </li>
  );
}
