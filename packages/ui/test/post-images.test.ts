import { FILES_BASE_PATH } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { resolveThumbnailUrl, tagIconUrl } from '../src/posts/post-images';

describe('thumbnail resolution', () => {
  it('CC-DATA-01 the thumbnail comes from thumbnailKey (storage key) when present', () => {
    expect(
      resolveThumbnailUrl(
        { thumbnailKey: 'thumbnails/42.svg', thumbnail: 'https://cdn.example.com/x.png' },
        FILES_BASE_PATH,
      ),
    ).toBe(`${FILES_BASE_PATH}/thumbnails/42.svg`);
    expect(
      resolveThumbnailUrl({ thumbnailKey: 'a b.svg', thumbnail: null }, 'http://localhost:4000/api/v1/files/'),
    ).toBe('http://localhost:4000/api/v1/files/a%20b.svg');
  });

  it('CC-DATA-02 without thumbnailKey the thumbnail field is used, and with neither there is none', () => {
    expect(
      resolveThumbnailUrl({ thumbnailKey: null, thumbnail: 'https://cdn.example.com/x.png' }, FILES_BASE_PATH),
    ).toBe('https://cdn.example.com/x.png');
    expect(resolveThumbnailUrl({ thumbnailKey: null, thumbnail: null }, FILES_BASE_PATH)).toBeNull();
    expect(resolveThumbnailUrl({ thumbnailKey: '', thumbnail: '' }, FILES_BASE_PATH)).toBeNull();
  });

  it('CC-DATA-05 tag icons load from the storage host with the iconKey as path; CC-DATA-06 none without one', () => {
    expect(tagIconUrl({ iconKey: 'icons/tags/react.svg' }, FILES_BASE_PATH)).toBe(
      `${FILES_BASE_PATH}/icons/tags/react.svg`,
    );
    expect(tagIconUrl({ iconKey: null }, FILES_BASE_PATH)).toBeNull();
  });
});
