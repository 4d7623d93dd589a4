'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabBarItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface TabBarProps<T extends string> {
  items: readonly TabBarItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Underline tabs (sections) or pill tabs (filters) (SH-UI-02). */
  variant?: 'underline' | 'pill';
  /** Optional control at the right end, such as a More link (SH-UI-03). */
  rightButton?: ReactNode;
  'aria-label'?: string | undefined;
  /** Id of the panel the tabs control, when there is one. */
  panelId?: string | undefined;
  className?: string | undefined;
}

/** A row of tabs (role tablist / tab) with arrow-key movement between them. */
export function TabBar<T extends string>({
  items,
  value,
  onChange,
  variant = 'underline',
  rightButton,
  'aria-label': ariaLabel,
  panelId,
  className,
}: TabBarProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key) || items.length === 0) return;
    event.preventDefault();
    const index = Math.max(
      0,
      items.findIndex((item) => item.value === value),
    );
    let next = index;
    if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    const item = items[next];
    if (!item) return;
    onChange(item.value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={['gd-tab-bar', `gd-tab-bar--${variant}`, className].filter(Boolean).join(' ')}>
      <div ref={listRef} role="tablist" aria-label={ariaLabel} className="gd-tab-bar__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className="gd-tab-bar__tab"
              data-value={item.value}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {rightButton ? <div className="gd-tab-bar__right">{rightButton}</div> : null}
    </div>
  );
}
