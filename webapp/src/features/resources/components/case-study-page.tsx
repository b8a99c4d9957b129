import { Link, Navigate, useParams } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { formatTonnage } from '../../../lib/format-number';
import { usePageTitle } from '../../../lib/use-page-title';
import { caseStudyPath, imageFileFromJson, locationLine, useCaseStudy, type CaseStudy } from '../api/case-studies';
import './case-studies.css';

// The article column is at most 56rem wide (case-studies.css).
const imageSizes = '(min-width: 58rem) 56rem, 100vw';

export function CaseStudyPage() {
  const { slug = '' } = useParams();
  const answer = useCaseStudy(slug);
  const study = answer.data?.caseStudy;
  usePageTitle(study?.title || 'Case Study');

  if (answer.data?.movedTo) {
    // An earlier address (the server answers it 301 already; this is for links inside the app).
    return <Navigate to={caseStudyPath(answer.data.movedTo)} replace />;
  }
  return (
    <main id="main" className="page case-study-page">
      <Link className="case-study-page__back" to={caseStudyPath()}>
        ← All case studies
      </Link>
      {answer.isPending && (
        <p className="case-studies__state" role="status">
          Loading case study...
        </p>
      )}
      {answer.isError && (
        <p className="case-studies__state" role="alert">
          Failed to load the case study. Please try again later.
        </p>
      )}
      {answer.data && !study && !answer.data.movedTo && (
        <p className="case-studies__state" role="alert">
          Case study not found
        </p>
      )}
      {study && <CaseStudyArticle study={study} />}
    </main>
  );
}

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const [cover, ...more] = study.images ?? [];
  const where = locationLine(study);
  return (
    <article className="case-study-article">
      {study.clientType && <p className="case-study__sector">{study.clientType}</p>}
      <h1>{study.title}</h1>
      {where && <p className="case-study__location">{where}</p>}
      {/* US short tons (2,000 lb), as fabricators quote them. */}
      {typeof study.tonnage === 'number' && (
        <p className="case-study__tonnage">{formatTonnage(study.tonnage)} tons of steel</p>
      )}
      {cover?.file && (
        <ResponsiveImage className="case-study-article__cover" file={imageFileFromJson(cover.file)} alt={cover.alt ?? ''} sizes={imageSizes} priority />
      )}
      {study.summary && <p className="case-study-article__summary">{study.summary}</p>}
      {(study.figures?.length ?? 0) > 0 && (
        <dl className="case-study-figures" aria-label="Results in figures">
          {study.figures?.map((f, i) => (
            <div key={i} className="case-study-figures__item">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* The server sanitized these HTML fields when the case study was saved (the blog's
          bluemonday allowlist), so they are safe to render. */}
      <RichSection title="Challenge" html={study.challengeHtml} />
      <RichSection title="Approach" html={study.solutionHtml} />
      <RichSection title="Result" html={study.resultsHtml} />
      {more.length > 0 && (
        <section className="case-study-article__images" aria-label="Pictures">
          {more.map((img, i) =>
            img.file ? (
              <ResponsiveImage key={img.file.path ?? i} file={imageFileFromJson(img.file)} alt={img.alt ?? ''} sizes={imageSizes} lazy />
            ) : null,
          )}
        </section>
      )}
      {(study.services?.length ?? 0) > 0 && (
        <section className="case-study-article__services" aria-labelledby="case-study-services">
          <h2 id="case-study-services">Services on this project</h2>
          <ul>
            {study.services?.map((s) => (
              <li key={s.slug}>
                <Link to={`/services/${s.slug}`}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function RichSection({ title, html }: { title: string; html?: string }) {
  if (!html) return null;
  return (
    <section className="case-study-article__section">
      <h2>{title}</h2>
      <div className="case-study-article__text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
