import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { PageContentSchema } from '../../../gen/gusset/site/v1/page_content_pb';
import { contentLines } from './version-lines';

describe('contentLines', () => {
  it("reads a clients and credentials block's items as labelled lines, demo marks included", () => {
    const content = create(PageContentSchema, {
      blocks: [
        {
          heading: 'Trusted',
          body: {
            case: 'clients',
            value: {
              logos: [{ image: '/media/l.webp', alt: 'Prairie Steel', demo: true }],
              testimonials: [{ quote: 'On time.', name: 'Dana Ruiz', company: 'Prairie Steel' }],
              credentials: [{ name: 'AISC Associate Member', number: 'A-1' }],
            },
          },
        },
      ],
    });
    const at = 'Block 1 (Clients and credentials)';
    expect(contentLines(content)).toEqual([
      at,
      `${at} heading: Trusted`,
      `${at} logo 1: /media/l.webp`,
      `${at} logo 1 alt text: Prairie Steel`,
      `${at} logo 1: demo content`,
      `${at} testimonial 1: On time.`,
      `${at} testimonial 1 by: Dana Ruiz, Prairie Steel`,
      `${at} credential 1: AISC Associate Member`,
      `${at} credential 1 number: A-1`,
    ]);
  });
});
