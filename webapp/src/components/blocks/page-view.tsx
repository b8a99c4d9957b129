import type { ReactNode } from 'react';
import type { PageContentJson } from '../../gen/gusset/site/v1/page_content_pb';
import { PageBanner } from '../site/page-banner';
import { ActionLink } from './action-link';
import { BlockView, groupBlocks } from './block-view';
import { useCompanyText } from './content-text';
import './blocks.css';

type Props = { content: PageContentJson; children?: ReactNode };

// PageView draws a page's content (gusset.site.v1.PageContent): its banner, then its
// blocks in order, then children (what the route adds: a gallery, a form, its <Outlet/>).
// The same renderer draws the public page on the server and in the browser, and the back
// office's preview: it touches no window or document while rendering.
export function PageView({ content, children }: Props) {
  const text = useCompanyText();
  const banner = content.banner;
  return (
    <>
      {banner?.header && (
        <PageBanner eyebrow={text(banner.eyebrow) || undefined} header={text(banner.header)} subheader={text(banner.subheader) || undefined} image={banner.image || undefined}>
          {(banner.paragraphs?.length || banner.action?.label) && (
            <>
              {banner.paragraphs?.map((paragraph, at) => <p key={at}>{text(paragraph)}</p>)}
              {banner.action?.label && (
                <p className="page-banner__action">
                  <ActionLink action={banner.action} className="page-banner__button" />
                </p>
              )}
            </>
          )}
        </PageBanner>
      )}
      {groupBlocks(content.blocks ?? []).map(({ block, continued }, at) => (
        <BlockView key={block.id || at} block={block} continued={continued} />
      ))}
      {children}
    </>
  );
}
