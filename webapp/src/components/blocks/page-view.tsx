import type { ReactNode } from 'react';
import type { PageContentJson } from '../../gen/gusset/site/v1/page_content_pb';

// A stand-in for the public renderer (pages-public owns this folder and replaces this
// file at merge): the page editor's preview needs its contract only.
export function PageView({ content, children }: { content: PageContentJson; children?: ReactNode }) {
  return (
    <div className="page-view">
      {content.banner?.header && (
        <header>
          <h1>
            {content.banner.header} {content.banner.subheader}
          </h1>
          {content.banner.paragraphs?.map((p, i) => <p key={i}>{p}</p>)}
        </header>
      )}
      {content.blocks?.map((block, i) => (
        <section key={block.id ?? i}>
          {block.heading && <h2>{block.heading}</h2>}
          {block.richText?.html && <div dangerouslySetInnerHTML={{ __html: block.richText.html }} />}
        </section>
      ))}
      {children}
    </div>
  );
}
