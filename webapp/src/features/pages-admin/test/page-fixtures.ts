import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { PageKind, PageStateSchema, type PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { PageContentSchema, type PageContent } from '../../../gen/gusset/site/v1/page_content_pb';

export const ourFirmState = (change: Omit<MessageInitShape<typeof PageStateSchema>, '$typeName'> = {}): PageState =>
  create(PageStateSchema, {
    path: '/our-firm',
    name: 'Our Firm',
    kind: PageKind.BUILT_IN,
    draftVersion: 4,
    publishedVersion: 3,
    updateTime: timestampFromDate(new Date('2026-11-25T10:42:00Z')),
    updatedBy: 'bob',
    ...change,
  });

// Our Firm's draft: a banner, a rich-text section and an image without alt text yet.
export const ourFirmDraft = (sentence = 'We detail structural steel for fabricators.'): PageContent =>
  create(PageContentSchema, {
    seo: { title: 'Our Firm', description: 'Two decades of steel detailing for fabricators in the USA and Canada, from one team.' },
    banner: { eyebrow: 'Our Firm', header: 'Simplicity', subheader: 'is the key to our success', paragraphs: ['One point of contact.'] },
    blocks: [
      { id: 'who', heading: 'Who we are', body: { case: 'richText', value: { html: `<p>${sentence}</p>` } } },
      { id: 'photo', body: { case: 'image', value: { src: '/images/office.jpg', alt: '', width: 800, height: 600 } } },
    ],
  });
