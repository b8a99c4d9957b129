import { useParams } from 'react-router';
import { ContentPage } from '../components/blocks/content-page';
import { prefetchPage } from '../lib/page-content';
import type { Prefetch } from '../lib/prefetch';
import { NotFound } from './not-found';

// A service page staff added from the service template (/services/{slug}): its content
// alone, and the not-found screen when the server has no such page.
export function ServicePage() {
  const { slug = '' } = useParams();
  return (
    <ContentPage key={slug} path={`/services/${slug}`} title="" notFound={<NotFound />}>
      {null}
    </ContentPage>
  );
}

export const prefetch: Prefetch = (context) => prefetchPage(`/services/${context.params.slug ?? ''}`)(context);
