import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseStudyJson } from '../../../gen/gusset/site/v1/case_studies_pb';
import { renderApp } from '../../../test/render-app';

const study: CaseStudyJson = {
  id: 'cs-1',
  title: 'Anchor bolts for a wind farm',
  slug: 'anchor-bolts-for-a-wind-farm',
  clientType: 'Steel fabricator',
  location: { city: 'Amarillo', region: 'Texas', country: 'USA' },
  summary: 'Two hundred turbine bases detailed in six weeks.',
  challengeHtml: '<p>Two hundred bases, each on its own <strong>grade</strong>.</p>',
  solutionHtml: '<p>One model per base type.</p>',
  figures: [{ value: '38%', label: 'fewer RFIs' }],
  images: [
    { file: { path: '/files/blog_image/a.png', width: 1200, height: 800 }, alt: 'Anchor bolts set in a base' },
    { file: { path: '/files/blog_image/b.png', width: 1200, height: 800 }, alt: 'A finished base' },
  ],
  services: [{ slug: 'structural-steel-detailing', name: 'Structural Steel Detailing' }],
  status: 'CASE_STUDY_STATUS_PUBLISHED',
};

// answer stubs the plain JSON calls the public pages make (no Connect runtime on them):
// each procedure's answer, or an HTTP status.
function answer(answers: Record<string, unknown>) {
  const asked: { procedure: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const procedure = url.split('/').pop() ?? '';
      asked.push({ procedure, body: JSON.parse(String(init.body)) });
      const found = answers[procedure];
      const a = typeof found === 'function' ? (found as (body: unknown) => unknown)(JSON.parse(String(init.body))) : found;
      if (typeof a === 'number') return new Response('{"code":"not_found"}', { status: a });
      return new Response(JSON.stringify(a ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

describe('Case studies page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the published case studies as cards under the banner', async () => {
    answer({ ListCaseStudies: { caseStudies: [study] } });
    renderApp({ path: '/resources/case-studies' });
    await screen.findByRole('heading', { level: 1, name: 'Case Studies' });
    expect(screen.getByText('Real problems from real projects, and how our teams solved them.')).toBeInTheDocument();

    const card = (await screen.findByRole('link', { name: study.title })).closest('article');
    expect(card).not.toBeNull();
    const c = within(card as HTMLElement);
    expect(c.getByRole('link', { name: study.title })).toHaveAttribute('href', '/resources/case-studies/anchor-bolts-for-a-wind-farm');
    expect(c.getByText('Steel fabricator')).toBeInTheDocument();
    expect(c.getByText('Amarillo, Texas, USA')).toBeInTheDocument();
    expect(c.getByText(study.summary ?? '')).toBeInTheDocument();
    expect(c.getByRole('img', { name: 'Anchor bolts set in a base' })).toHaveAttribute('src', '/files/blog_image/a.png');
    await waitFor(() => expect(document.title).toBe('Case Studies | Gusset Steel Detailing Structural Steel Detailing | USA | Canada'));
  });

  it('says so when there are none', async () => {
    answer({ ListCaseStudies: {} });
    renderApp({ path: '/resources/case-studies' });
    expect(await screen.findByText('No case studies yet.')).toBeInTheDocument();
  });
});

describe('Case study page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the challenge, approach, figures, pictures and linked services of the slug it names', async () => {
    const asked = answer({ GetCaseStudy: { caseStudy: study } });
    renderApp({ path: '/resources/case-studies/anchor-bolts-for-a-wind-farm' });
    await screen.findByRole('heading', { level: 1, name: study.title });
    expect(asked).toContainEqual({ procedure: 'GetCaseStudy', body: { slug: 'anchor-bolts-for-a-wind-farm' } });

    expect(screen.getByRole('heading', { level: 2, name: 'Challenge' })).toBeInTheDocument();
    expect(screen.getByText('grade').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Approach' })).toBeInTheDocument();
    const figures = screen.getByRole('term').closest('dl') as HTMLElement;
    expect(within(figures).getByText('38%')).toBeInTheDocument();
    expect(within(figures).getByText('fewer RFIs')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anchor bolts set in a base' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A finished base' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services on this project' });
    expect(within(services).getByRole('link', { name: 'Structural Steel Detailing' })).toHaveAttribute('href', '/services/structural-steel-detailing');
    await waitFor(() => expect(document.title).toBe(`${study.title} | Gusset Steel Detailing Structural Steel Detailing | USA | Canada`));
  });

  it('says the case study is not found for an unknown slug', async () => {
    answer({ GetCaseStudy: 404 });
    renderApp({ path: '/resources/case-studies/no-such-study' });
    expect(await screen.findByText('Case study not found')).toBeInTheDocument();
  });

  it('goes to the current address of a renamed case study', async () => {
    answer({ GetCaseStudy: ({ slug }: { slug: string }) => (slug === 'old-name' ? { redirectSlug: study.slug } : { caseStudy: study }) });
    const { router } = renderApp({ path: '/resources/case-studies/old-name' });
    await screen.findByRole('heading', { level: 1, name: study.title });
    expect(router.state.location.pathname).toBe('/resources/case-studies/anchor-bolts-for-a-wind-farm');
  });
});
