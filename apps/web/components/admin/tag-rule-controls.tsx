'use client';

import { ADMIN_COPY, type AdminTagRule } from '@growday/contracts/client';
import { addAdminTagRule, removeAdminTagRule } from '@growday/ui';
import { useState, type FormEvent } from 'react';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

/** A keyword and the tag it gives. */
export function TagRuleForm() {
  const copy = ADMIN_COPY.tagRules;
  const { run, pending, error } = useAdminAction();
  const [keyword, setKeyword] = useState('');
  const [tagName, setTagName] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run((api) => addAdminTagRule(api, { keyword, tagName }))) {
      setKeyword('');
      setTagName('');
    }
  }
  return (
    <form className="gd-admin__form" onSubmit={submit} aria-label={copy.add}>
      <label htmlFor="gd-tag-rule-keyword">
        {copy.keyword}
        <input
          id="gd-tag-rule-keyword"
          className="gd-input"
          required
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </label>
      <label htmlFor="gd-tag-rule-tag">
        {copy.tag}
        <input
          id="gd-tag-rule-tag"
          className="gd-input"
          required
          value={tagName}
          onChange={(e) => setTagName(e.target.value)}
        />
      </label>
      <div className="gd-admin__actions">
        <button type="submit" className="gd-button gd-button--primary gd-button--small" disabled={pending}>
          {copy.add}
        </button>
      </div>
      <AdminError message={error} />
    </form>
  );
}

export function RemoveTagRuleButton({ rule }: { rule: AdminTagRule }) {
  const { run, pending, error } = useAdminAction();
  return (
    <>
      <button
        type="button"
        className="gd-button gd-button--small"
        disabled={pending}
        aria-label={`${ADMIN_COPY.tagRules.remove} ${rule.keyword}`}
        onClick={() => void run((api) => removeAdminTagRule(api, rule.id))}
      >
        {ADMIN_COPY.tagRules.remove}
      </button>
      <AdminError message={error} />
    </>
  );
}
