import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { PostStatus } from '../gen/gusset/site/v1/blog_pb';
import { formatDateTime } from './format-date';
import { postStatusText } from './post-status';

describe('postStatusText', () => {
  it('says when a scheduled post goes public', () => {
    const publishTime = timestampFromDate(new Date('2026-11-26T04:00:00Z'));
    expect(postStatusText(PostStatus.SCHEDULED, publishTime)).toBe(`Scheduled for ${formatDateTime(publishTime)}`);
  });

  it('names the other states', () => {
    expect(postStatusText(PostStatus.DRAFT, undefined)).toBe('Draft');
    expect(postStatusText(PostStatus.PUBLISHED, undefined)).toBe('Published');
  });
});
