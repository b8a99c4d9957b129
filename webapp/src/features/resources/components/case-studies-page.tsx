import { PageBanner } from '../../../components/site/page-banner';
import { PageSection } from '../../../components/site/page-section';
import { usePageTitle } from '../../../lib/use-page-title';
import './case-studies.css';

type CaseStudy = { title: string; sector: string; challenge: string; approach: string; result: string };

const caseStudies: readonly CaseStudy[] = [
  {
    title: 'A fast-track distribution centre',
    sector: 'Industrial · Structural steel detailing',
    challenge:
      'A fabricator won a large distribution centre on an accelerated schedule: steel had to start arriving on site six weeks after award, while the design was still being revised.',
    approach:
      'We split the model into erection sequences and released anchor bolts and the first sequence within two weeks. Our on-site project manager met the general contractor weekly, and the offshore team turned design revisions around overnight.',
    result:
      'Every sequence was released on or before its date, and the fabricator reported no field fixes caused by detailing errors.',
  },
  {
    title: 'Stairs and rails for a hospital expansion',
    sector: 'Healthcare · Miscellaneous steel detailing',
    challenge:
      'Twelve egress stairs, each slightly different, had to fit existing floors whose as-built elevations did not match the drawings.',
    approach:
      'We modelled each stair from field-verified elevations, coordinated landings with the architect through RFIs, and detailed rails to the applicable code before submittal.',
    result: 'All stairs were approved on first submittal and installed without modification.',
  },
  {
    title: 'Delegated connection design on a mixed-use tower',
    sector: 'Commercial · Connection design and PE stamping',
    challenge:
      'The engineer of record delegated all shear and moment connections, and the fabricator needed stamped calculations in a state where it had no engineering partner.',
    approach:
      'Our connection designers worked in the same model as the detailers, and a partner engineer licensed in the project state reviewed and stamped the calculation packages.',
    result:
      'Calculations and shop drawings were reviewed together, shortening the approval cycle and letting fabrication start two weeks earlier than planned.',
  },
];

export function CaseStudiesPage() {
  usePageTitle('Case Studies');
  return (
    <main id="main">
      <PageBanner header="Case" subheader="Studies" image="/images/nav/resources.svg">
        <p>Real problems from real projects, and how our teams solved them.</p>
      </PageBanner>
      <PageSection title="Selected projects">
        <div className="case-studies">
          {caseStudies.map((study) => (
            <article key={study.title} className="case-study">
              <p className="case-study__sector">{study.sector}</p>
              <h3>{study.title}</h3>
              <dl>
                <dt>Challenge</dt>
                <dd>{study.challenge}</dd>
                <dt>Approach</dt>
                <dd>{study.approach}</dd>
                <dt>Result</dt>
                <dd>{study.result}</dd>
              </dl>
            </article>
          ))}
        </div>
      </PageSection>
    </main>
  );
}
