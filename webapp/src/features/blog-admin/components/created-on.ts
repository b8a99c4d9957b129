import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Post } from '../../../gen/gusset/site/v1/blog_pb';

// The firm writes for fabricators in the USA and Canada.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function createdOn(post: Post): string {
  return post.createTime ? dateFormat.format(timestampDate(post.createTime)) : '';
}
