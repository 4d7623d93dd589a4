'use client';

import {
  COMMUNITY_BODY_MAX_LENGTH,
  COMMUNITY_COPY,
  COMMUNITY_IMAGE_ACCEPT,
  COMMUNITY_TITLE_MAX_LENGTH,
  communityDraftKey,
  COMMUNITY_PATHS,
  fillPath,
  type CommunityCategory,
  type CommunityPost,
} from '@growday/contracts/client';
import {
  communityImageErrorMessage,
  communityImageMarkdown,
  communityImageTooLarge,
  uploadCommunityImage,
  useHost,
} from '@growday/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';

interface Draft {
  title: string;
  body: string;
  categoryId: number | null;
}

export interface CommunityEditorProps {
  categories: CommunityCategory[];
  /** The post being edited; absent for a new post. */
  post?: Pick<CommunityPost, 'id' | 'title' | 'body' | 'category'>;
}

function readDraft(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (typeof parsed.title !== 'string' || typeof parsed.body !== 'string') return null;
    return {
      title: parsed.title,
      body: parsed.body,
      categoryId: typeof parsed.categoryId === 'number' ? parsed.categoryId : null,
    };
  } catch {
    return null;
  }
}

/**
 * Writing and editing a community post: title, category, Markdown body, a preview rendered by the
 * API exactly as the post page renders it, and a draft kept in this browser (localStorage) until
 * the post is saved.
 */
export function CommunityEditor({ categories, post }: CommunityEditorProps) {
  const { apiClient } = useHost();
  const router = useRouter();
  const draftKey = communityDraftKey(post?.id ?? 'new');
  // This form renders in the browser only (community-editor-loader.tsx), so the saved draft can
  // be read while the state is created instead of after a first paint.
  const [initial] = useState(() => {
    const given: Draft = {
      title: post?.title ?? '',
      body: post?.body ?? '',
      categoryId: post?.category?.id ?? categories[0]?.id ?? null,
    };
    const saved = readDraft(draftKey);
    const differs = saved !== null && (saved.title !== given.title || saved.body !== given.body);
    return { draft: differs ? saved : given, restored: differs };
  });
  const [draft, setDraft] = useState<Draft>(initial.draft);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    try {
      window.localStorage.setItem(draftKey, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: writing still works, only the draft is not kept.
    }
  }, [draft, draftKey]);

  async function showPreview() {
    setTab('preview');
    setPreviewHtml(null);
    if (!draft.body.trim()) {
      setPreviewHtml('');
      return;
    }
    try {
      const data = await apiClient.request<{ bodyHtml: string }>(COMMUNITY_PATHS.communityPreview, {
        method: 'POST',
        body: { body: draft.body },
      });
      setPreviewHtml(data.bodyHtml);
    } catch {
      setError(COMMUNITY_COPY.saveFailed);
      setTab('edit');
    }
  }

  /**
   * The image button: the file goes through the API's checked image route (decoded, re-encoded as
   * WebP), and its Markdown image goes in on a line of its own where the cursor was.
   */
  async function addImage(file: File) {
    setImageError(null);
    if (communityImageTooLarge(file)) {
      setImageError(COMMUNITY_COPY.imageTooLarge);
      return;
    }
    const area = bodyRef.current;
    const start = area?.selectionStart ?? draft.body.length;
    const end = area?.selectionEnd ?? start;
    setUploading(true);
    try {
      const image = await uploadCommunityImage(apiClient, file, file.name);
      const markdown = communityImageMarkdown(file.name, image.url);
      setDraft((d) => {
        const before = d.body.slice(0, Math.min(start, d.body.length));
        const after = d.body.slice(Math.min(end, d.body.length));
        const lead = before && !before.endsWith('\n') ? '\n' : '';
        const trail = after.startsWith('\n') ? '' : '\n';
        return { ...d, body: `${before}${lead}${markdown}${trail}${after}` };
      });
    } catch (failure) {
      setImageError(communityImageErrorMessage(failure));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || draft.categoryId === null) return;
    setSaving(true);
    setError(null);
    try {
      const body = { title: draft.title, body: draft.body, categoryId: draft.categoryId };
      const saved = post
        ? await apiClient.request<CommunityPost>(fillPath(COMMUNITY_PATHS.communityPost, { id: post.id }), {
            method: 'PUT',
            body,
          })
        : await apiClient.request<CommunityPost>(COMMUNITY_PATHS.communityPosts, { method: 'POST', body });
      window.localStorage.removeItem(draftKey);
      router.push(saved.href);
      router.refresh();
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : COMMUNITY_COPY.saveFailed;
      setError(message);
      setSaving(false);
    }
  }

  return (
    <form className="gd-community-editor" onSubmit={submit} data-testid="community-editor">
      {initial.restored ? (
        <p className="gd-community-editor__notice" role="status" data-testid="community-draft-restored">
          {COMMUNITY_COPY.draftRestored}
        </p>
      ) : null}
      <label className="gd-community-editor__field">
        <span>{COMMUNITY_COPY.categoryLabel}</span>
        <select
          name="categoryId"
          value={draft.categoryId ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, categoryId: Number(e.target.value) }))}
          required
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="gd-community-editor__field">
        <span>{COMMUNITY_COPY.titleLabel}</span>
        <input
          name="title"
          value={draft.title}
          maxLength={COMMUNITY_TITLE_MAX_LENGTH}
          placeholder={COMMUNITY_COPY.titlePlaceholder}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          required
        />
      </label>
      <div className="gd-tab-bar gd-tab-bar--underline" role="tablist">
        <div className="gd-tab-bar__list">
          <button
            type="button"
            role="tab"
            className="gd-tab-bar__tab"
            aria-selected={tab === 'edit'}
            onClick={() => setTab('edit')}
          >
            {COMMUNITY_COPY.editTab}
          </button>
          <button
            type="button"
            role="tab"
            className="gd-tab-bar__tab"
            aria-selected={tab === 'preview'}
            onClick={() => void showPreview()}
            data-testid="community-preview-tab"
          >
            {COMMUNITY_COPY.previewTab}
          </button>
        </div>
      </div>
      {tab === 'edit' ? (
        <div className="gd-community-editor__toolbar">
          <button
            type="button"
            className="gd-button gd-button--small"
            disabled={uploading}
            onClick={() => fileRef.current?.click()}
            data-testid="community-image-button"
          >
            {uploading ? COMMUNITY_COPY.imageUploading : COMMUNITY_COPY.imageUpload}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept={COMMUNITY_IMAGE_ACCEPT}
            className="gd-visually-hidden"
            tabIndex={-1}
            aria-label={COMMUNITY_COPY.imageUpload}
            data-testid="community-image-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Cleared so the same file can be picked again after a refusal.
              e.target.value = '';
              if (file) void addImage(file);
            }}
          />
          <span role="status" className="gd-visually-hidden">
            {uploading ? COMMUNITY_COPY.imageUploading : ''}
          </span>
          {imageError ? (
            <p className="gd-community-editor__error" role="alert" data-testid="community-image-error">
              {imageError}
            </p>
          ) : null}
        </div>
      ) : null}
      {tab === 'edit' ? (
        <label className="gd-community-editor__field">
          <span className="gd-visually-hidden">{COMMUNITY_COPY.bodyLabel}</span>
          <textarea
            ref={bodyRef}
            name="body"
            value={draft.body}
            rows={16}
            maxLength={COMMUNITY_BODY_MAX_LENGTH}
            placeholder={COMMUNITY_COPY.bodyPlaceholder}
            onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
            required
          />
        </label>
      ) : (
        <div className="gd-community-editor__preview" data-testid="community-preview" aria-busy={previewHtml === null}>
          {previewHtml === '' ? (
            <p>{COMMUNITY_COPY.previewEmpty}</p>
          ) : previewHtml ? (
            // The API's renderer: Markdown without raw HTML, sanitised by an allowlist (modules/community/markdown.ts).
            <div className="gd-markdown" dangerouslySetInnerHTML={{ __html: previewHtml }} />
          ) : null}
        </div>
      )}
      <p className="gd-community-editor__hint">{COMMUNITY_COPY.draftSaved}</p>
      {error ? (
        <p className="gd-community-editor__error" role="alert" data-testid="community-editor-error">
          {error}
        </p>
      ) : null}
      <div className="gd-community-editor__actions">
        <button type="submit" className="gd-button gd-button--primary" disabled={saving} data-testid="community-submit">
          {post ? COMMUNITY_COPY.save : COMMUNITY_COPY.submit}
        </button>
      </div>
    </form>
  );
}
