import { COPY, PRODUCT_NAME } from '@growday/contracts/client';
import { LogoMark } from '@growday/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DEFAULT_NEW_TAB_SETTING, parseNewTabAddress, type NewTabMode, type NewTabSetting } from './new-tab-setting';

export interface OptionsAppProps {
  load: () => Promise<NewTabSetting>;
  save: (setting: NewTabSetting) => Promise<void>;
}

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'invalid' } | { kind: 'failed' };

const MODES: { mode: NewTabMode; label: string; hint?: string }[] = [
  { mode: 'feed', label: COPY.extension.modeFeed },
  { mode: 'browser', label: COPY.extension.modeBrowser, hint: COPY.extension.modeBrowserHint },
  { mode: 'address', label: COPY.extension.modeAddress },
];

/** The extension's settings page: what a new tab shows. */
export function OptionsApp({ load, save }: OptionsAppProps) {
  const [mode, setMode] = useState<NewTabMode>(DEFAULT_NEW_TAB_SETTING.mode);
  const [address, setAddress] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);
  const addressId = useId();
  const errorId = useId();

  useEffect(() => {
    let live = true;
    void load().then((setting) => {
      if (!live) return;
      setMode(setting.mode);
      if (setting.mode === 'address') setAddress(setting.address);
    });
    return () => {
      live = false;
    };
  }, [load]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let setting: NewTabSetting;
    if (mode === 'address') {
      const url = parseNewTabAddress(address);
      if (url === null) {
        setStatus({ kind: 'invalid' });
        return;
      }
      setAddress(url);
      setting = { mode, address: url };
    } else {
      setting = { mode };
    }
    setSaving(true);
    try {
      await save(setting);
      setStatus({ kind: 'saved' });
    } catch {
      setStatus({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  };

  const invalid = status.kind === 'invalid';
  return (
    <main className="gd-container gd-options">
      <h1 className="gd-options__title">
        <LogoMark size={28} />
        <span>
          {PRODUCT_NAME} {COPY.extension.optionsTitle}
        </span>
      </h1>
      <p>{COPY.extension.optionsIntro}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className="gd-options__modes">
          <legend>{COPY.extension.modeLegend}</legend>
          {MODES.map(({ mode: value, label, hint }) => (
            <label key={value} className="gd-options__mode">
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setStatus({ kind: 'idle' });
                }}
              />
              <span>{label}</span>
              {hint ? <small className="gd-options__hint">{hint}</small> : null}
            </label>
          ))}
        </fieldset>
        <div className="gd-options__address">
          <label htmlFor={addressId}>{COPY.extension.addressLabel}</label>
          <input
            id={addressId}
            name="address"
            type="url"
            inputMode="url"
            className="gd-input"
            placeholder={COPY.extension.addressPlaceholder}
            value={address}
            disabled={mode !== 'address'}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              if (invalid) setStatus({ kind: 'idle' });
            }}
          />
          {invalid ? (
            <p id={errorId} className="gd-options__error" role="alert">
              {COPY.extension.addressInvalid}
            </p>
          ) : null}
        </div>
        <button type="submit" className="gd-button gd-button--primary" disabled={saving}>
          {COPY.extension.save}
        </button>
        <p className="gd-options__status" role="status">
          {status.kind === 'saved' ? COPY.extension.saved : status.kind === 'failed' ? COPY.extension.saveFailed : ''}
        </p>
      </form>
    </main>
  );
}
