import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';
import type { Prefetch } from '../../../lib/prefetch';
import { caseStudyPath, imageFileFromJson, locationLine, prefetchCaseStudies, prefetchCaseStudy, useCaseStudies, type CaseStudy } from '../api/case-studies';
import './case-studies.css';

// The list and each case study's page are one module (routes.tsx loads it for both):
// one route file less in every page's entry. Its prefetch is the page's of the address.
export { CaseStudyPage } from './case-study-page';
export const prefetch: Prefetch = (context) => (context.params.slug ? prefetchCaseStudy(context) : prefetchCaseStudies(context));

// A card's cover is at most a third of the 72rem column on wide screens.
const coverSizes = '(min-width: 60rem) 24rem, 100vw';


export function CaseStudiesPage() {
  usePageTitle('Case Studies');
  return (
    <main id="main">
      <PageBanner header="Case" subheader="Studies" image="/images/nav/resources.svg">
        <p>Real problems from real projects, and how our teams solved them.</p>
      </PageBanner>
      <PageSection title="Selected projects">
        <CaseStudyList />
      </PageSection>
    </main>
  );
}

function CaseStudyList() {
  const studies = useCaseStudies();
  if (studies.isPending) {
    return (
      <p className="case-studies__state" role="status">
        Loading case studies...
      </p>
    );
  }
  if (studies.isError) {
    return (
      <p className="case-studies__state" role="alert">
        Failed to load case studies. Please try again later.
      </p>
    );
  }
  if (studies.data.length === 0) {
    return <p className="case-studies__state">No case studies yet.</p>;
  }
  return (
    <div className="case-studies">
      {studies.data.map((study, index) => (
        <CaseStudyCard key={study.id} study={study} first={index === 0} />
      ))}
    </div>
  );
}

function CaseStudyCard({ study, first }: { study: CaseStudy; first: boolean }) {
  const cover = study.images?.[0];
  const where = locationLine(study);
  return (
    <article className={`case-study${cover?.file ? ' case-study--with-cover' : ''}`}>
      {cover?.file && (
        <ResponsiveImage className="case-study__cover" file={imageFileFromJson(cover.file)} alt={cover.alt ?? ''} sizes={coverSizes} priority={first} lazy />
      )}
      <div className="case-study__body">
        {study.clientType && <p className="case-study__sector">{study.clientType}</p>}
        <h3>
          <Link to={caseStudyPath(study.slug)}>{study.title}</Link>
        </h3>
        {where && <p className="case-study__location">{where}</p>}
        {study.summary && <p>{study.summary}</p>}
      </div>
    </article>
  );
}
