'use client';

import * as COPY from '@growday/contracts/copy';

/** A server or render failure of a page: the message and a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="gd-container gd-not-found" role="alert">
      <h1>{COPY.common.unexpectedError}</h1>
      <p>{COPY.common.tryAgainLater}</p>
      <button type="button" className="gd-button gd-button--primary" onClick={reset}>
        {COPY.common.retry}
      </button>
    </div>
  );
}
