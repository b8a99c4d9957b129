import { toJson } from '@bufbuild/protobuf';
import { useMemo } from 'react';
import { PageView } from '../../../components/blocks/page-view';
import { PageContentSchema, type PageContent, type PageContentJson } from '../../../gen/gusset/site/v1/page_content_pb';

// PagePreview draws content through the public site's own renderer, so staff see the page
// as visitors will, before it is published. The renderer reads the content's JSON form,
// as the public pages receive it.
export function PagePreview({ content, label }: { content: PageContent; label: string }) {
  const json = useMemo(() => toJson(PageContentSchema, content) as PageContentJson, [content]);
  return (
    <section className="page-editor__preview" aria-label={label}>
      <PageView content={json} />
    </section>
  );
}
