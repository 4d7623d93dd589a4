import { COPY, MODAL_FADE_SECONDS, TOAST_DURATION_MS } from '@growday/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modal, ModalFrame, MODAL_FADE_MS } from '../src/interaction/modal';
import { TabBar } from '../src/interaction/tab-bar';
import { ToastRegion } from '../src/interaction/toast';

describe('tab bars', () => {
  const items = [
    { value: 'a', label: '인기 콘텐츠' },
    { value: 'b', label: '커뮤니티 BEST' },
  ] as const;

  it('SH-UI-02 tab bars come in underline and pill style, as a tablist of tabs', () => {
    for (const variant of ['underline', 'pill'] as const) {
      const html = renderToStaticMarkup(
        <TabBar items={items} value="b" onChange={() => {}} variant={variant} aria-label="탭" />,
      );
      expect(html).toContain(`gd-tab-bar--${variant}`);
      expect(html).toContain('role="tablist"');
      expect(html.match(/role="tab"/g)).toHaveLength(2);
      expect(html).toMatch(/aria-selected="true"[^>]*data-value="b"/);
      expect(html).toMatch(/aria-selected="false"[^>]*data-value="a"/);
    }
  });

  it('SH-UI-03 a tab bar can have a right-side button', () => {
    const html = renderToStaticMarkup(
      <TabBar items={items} value="a" onChange={() => {}} rightButton={<a href="/best">{COPY.common.more}</a>} />,
    );
    expect(html).toContain(`<div class="gd-tab-bar__right"><a href="/best">${COPY.common.more}</a></div>`);
    expect(renderToStaticMarkup(<TabBar items={items} value="a" onChange={() => {}} />)).not.toContain(
      'gd-tab-bar__right',
    );
  });
});

describe('modal and toast constants', () => {
  it('CC-MODAL-02 a closing modal stays for the 0.15 s fade', () => {
    expect(MODAL_FADE_SECONDS).toBe(0.15);
    expect(MODAL_FADE_MS).toBe(150);
  });

  const frame = (extra: Partial<Parameters<typeof ModalFrame>[0]> = {}) =>
    renderToStaticMarkup(
      <ModalFrame
        state="open"
        titleId="t"
        title="차단할까요?"
        hideButtons={false}
        cancelLabel={COPY.common.cancel}
        confirmLabel={COPY.common.confirm}
        onCancel={() => {}}
        onConfirm={() => {}}
        onClose={() => {}}
        showCloseButton={false}
        {...extra}
      >
        본문
      </ModalFrame>,
    );

  it('CC-MODAL-01 modals show 취소 and 확인 by default, and can hide them', () => {
    const html = frame();
    expect(html).toMatch(/<button type="button" class="gd-button gd-modal__cancel">취소<\/button>/);
    expect(html).toMatch(/<button type="button" class="gd-button gd-button--primary gd-modal__confirm">확인<\/button>/);
    // A native <dialog>: showModal() makes it modal, so no role or aria-modal of our own.
    // (Its look is the CSS Module's class beside the gd-modal name that tests and other styles use.)
    expect(html).toMatch(/^<dialog class="gd-modal [^" ]+" data-state="open" [^>]*aria-labelledby="t">/);
    expect(frame({ hideButtons: true })).not.toContain('gd-modal__buttons');
  });

  it('CC-MODAL-02 the fade length reaches the markup as a CSS variable', () => {
    expect(frame()).toContain('style="--gd-modal-fade:0.15s"');
    expect(frame({ state: 'closing' })).toContain('data-state="closing"');
  });

  it('SH-UI-06 a modal renders nothing while not visible', () => {
    expect(renderToStaticMarkup(<Modal open={false} onClose={() => {}} title="제목" />)).toBe('');
  });

  it('CC-TOAST-01 toasts render in one live region, alerts with role alert', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const html = renderToStaticMarkup(
      <ToastRegion
        items={[
          { id: 1, message: COPY.share.copied, tone: 'alert' },
          { id: 2, message: '저장됨', tone: 'info' },
        ]}
      />,
    );
    expect(html).toMatch(/^<div class="gd-toast-region"[^>]*aria-live="polite">/);
    // Named by a role that allows aria-label (issue 13: Lighthouse's aria-prohibited-attr on a plain div).
    expect(html).toMatch(/^<div class="gd-toast-region" role="region" aria-label="[^"]+"/);
    expect(html).toContain(`role="alert">${COPY.share.copied}</div>`);
    expect(html).toContain('role="status">저장됨</div>');
  });
});
