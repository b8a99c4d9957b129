import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlockJson, PageContentJson } from '../../gen/gusset/site/v1/page_content_pb';
import { testSite } from '../../test/site-settings';
import { siteSettingsKey } from '../../lib/site-settings';
import { BlockSlotsContext } from './block-slots';
import { PageView } from './page-view';

function wrap(children: ReactNode) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsKey, testSite);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function draw(content: PageContentJson, children?: ReactNode) {
  return render(wrap(<PageView content={content}>{children}</PageView>));
}

const blocks = (...list: BlockJson[]): PageContentJson => ({ blocks: list });

describe('PageView', () => {
  it('draws the banner as the one h1, with {company} named and its button resolved', () => {
    draw({
      banner: { eyebrow: 'Our Firm', header: 'Simplicity', subheader: 'at {company}', image: '/images/nav/our-firm.svg', paragraphs: ['One.', 'Two.'], action: { label: 'Open the portal', href: '{portal}' } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Simplicity at Gusset Steel Detailing');
    expect(screen.getByText('Our Firm')).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open the portal/ });
    expect(link).toHaveAttribute('href', testSite.portalUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('draws no banner without a header, and the children after the blocks', () => {
    draw({ banner: { eyebrow: 'Lost' }, blocks: [{ id: 'a', heading: 'First' }] }, <p>From the route</p>);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'First' });
    expect(section.compareDocumentPosition(screen.getByText('From the route')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws a headed block as a section with its intro, and the headless blocks of its tone inside it', () => {
    draw(
      blocks(
        { id: 'a', heading: 'What you receive', introHtml: '<p>Intro for {company}</p>', list: { items: ['One', 'Two'] } },
        { id: 'b', callToAction: { text: 'Bid due?', actions: [{ label: 'Get an estimate', href: '{sales}', primary: true }] } },
        { id: 'c', estimatePromo: {} },
      ),
    );
    const section = screen.getByRole('region', { name: 'What you receive' });
    expect(within(section).getByText('Intro for Gusset Steel Detailing')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Get an estimate' })).toHaveAttribute('href', `mailto:${testSite.emails.sales}`);
    // The estimate promo stands alone, with its built-in words.
    const promo = screen.getByRole('region', { name: 'Have a large project in mind?' });
    expect(section.contains(promo)).toBe(false);
    expect(within(promo).getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimate');
    expect(within(promo).getByRole('link', { name: testSite.emails.sales })).toHaveAttribute('href', expect.stringContaining(`mailto:${testSite.emails.sales}`));
  });

  it('draws rich text as HTML, with its facts beside it', () => {
    draw(blocks({ id: 'a', heading: 'About', richText: { html: '<p>Prose <em>here</em></p>', facts: [{ lead: '20+ years', text: 'of steel' }], factsLabel: 'At a glance' } }));
    expect(screen.getByText('here').tagName).toBe('EM');
    const facts = screen.getByRole('list', { name: 'At a glance' });
    expect(within(facts).getByText('20+ years').tagName).toBe('STRONG');
  });

  it('draws facts alone as a list of leads and texts', () => {
    draw(blocks({ id: 'a', heading: 'Portfolio', richText: { facts: [{ lead: 'Hangar', text: 'Long-span frames' }] } }));
    expect(screen.getByText('Long-span frames')).toBeInTheDocument();
    expect(screen.getByText('Hangar').tagName).toBe('STRONG');
  });

  it('draws cards with their icon, points and link, leaving out an unknown icon', () => {
    const { container } = draw(
      blocks({
        id: 'a',
        heading: 'Cards',
        cards: { variant: 'model-cards', cards: [{ icon: 'beam', title: 'Linked', body: 'Body', link: '/services/pemb-detailing', featured: true }, { icon: 'no-such-icon', title: 'Plain', points: ['Point one'] }] },
      }),
    );
    expect(screen.getByRole('link', { name: 'Linked' })).toHaveAttribute('href', '/services/pemb-detailing');
    expect(screen.getByRole('heading', { level: 3, name: 'Plain' })).toBeInTheDocument();
    expect(screen.getByText('Point one')).toBeInTheDocument();
    expect(container.querySelectorAll('.card__icon')).toHaveLength(1);
    expect(container.querySelector('.card-grid')).toHaveClass('model-cards');
  });

  it('draws lists checked, in columns or as tags', () => {
    const { container } = draw(blocks({ id: 'a', list: { items: ['A'] } }, { id: 'b', list: { items: ['B'], style: 'LIST_STYLE_COLUMNS' } }, { id: 'c', list: { items: ['C'], style: 'LIST_STYLE_TAGS' } }));
    expect(container.querySelectorAll('.check-list')).toHaveLength(2);
    expect(container.querySelector('.check-list--columns')).toHaveTextContent('B');
    expect(container.querySelector('.tag-list')).toHaveTextContent('C');
  });

  it('draws columns under their headings, boxed when there are more than two', () => {
    const { container, unmount } = draw(blocks({ id: 'a', columns: { columns: [{ heading: 'Standards', items: ['ASD'], style: 'LIST_STYLE_TAGS' }, { heading: 'Software', items: ['MBS'] }] } }));
    expect(screen.getByRole('heading', { level: 3, name: 'Standards' })).toBeInTheDocument();
    expect(container.querySelector('.service-columns')).toBeInTheDocument();
    unmount();
    const boxed = draw(blocks({ id: 'a', columns: { columns: ['Railing', 'Treads', 'Codes'].map((heading) => ({ heading, items: [`${heading} item`] })) } }));
    expect(boxed.container.querySelectorAll('.option-column')).toHaveLength(3);
    expect(screen.getByText('Codes item')).toBeInTheDocument();
  });

  it('draws an image with its alt text, size and caption', () => {
    draw(blocks({ id: 'a', image: { src: '/media/a.webp', alt: 'A steel frame', caption: 'Phase one', width: 800, height: 600 } }));
    const img = screen.getByRole('img', { name: 'A steel frame' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Phase one')).toBeInTheDocument();
  });

  it('draws a call to action: site paths as links, full addresses in a new tab, mail links plain', () => {
    draw(blocks({ id: 'a', callToAction: { actions: [{ label: 'About', href: '/portal' }, { label: 'Away', href: 'https://example.org/' }, { label: 'Call', href: 'tel:+13125550142' }] } }));
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/portal');
    expect(screen.getByRole('link', { name: /Away/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+13125550142');
  });

  it('draws an estimate promo with its own heading and the service chosen online', () => {
    draw(blocks({ id: 'a', estimatePromo: { heading: 'Get a free estimate for your PEMB project', service: 'pemb-detailing' } }));
    const promo = screen.getByRole('region', { name: 'Get a free estimate for your PEMB project' });
    expect(within(promo).getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimate?service=pemb-detailing');
  });

  it('draws the leaders with portraits and profiles in a new tab', () => {
    draw(blocks({ id: 'a', heading: 'Leaders', leaders: { leaders: [{ name: 'Jordan Avery', designation: 'CEO', image: '/images/leaders/ceo.svg', paragraphs: ['Bio one.'], profileUrl: 'https://business.example.net/in/jordan' }] } }));
    expect(screen.getByRole('img', { name: 'Portrait of Jordan Avery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View profile/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Bio one.')).toBeInTheDocument();
  });

  it('draws panels as vision and mission, or as perks', () => {
    const { container } = draw(blocks({ id: 'a', panels: { panels: [{ icon: 'eye', title: 'Vision', text: 'Top.' }] } }, { id: 'b', panels: { variant: 'perks', panels: [{ icon: 'people', title: 'Learn', text: 'Mentors.' }] } }));
    expect(container.querySelector('.vision-mission')).toHaveTextContent('Vision');
    expect(container.querySelector('.perk-list')).toHaveTextContent('Learn');
  });

  it('draws the portal features', () => {
    draw(blocks({ id: 'a', portalFeatures: {} }));
    expect(screen.getByRole('heading', { name: 'Live tracking with deadlines' })).toBeInTheDocument();
  });

  it('draws a table with its caption, column headers, row headers and figures aligned', () => {
    draw(blocks({ id: 'a', table: { caption: 'Detailing', columns: ['Project', 'Scope', 'Tonnage'], rows: [{ cells: ['Tower', 'Placing drawings', '1,250 MT'] }] } }));
    const table = screen.getByRole('table', { name: 'Detailing' });
    expect(within(table).getByRole('rowheader', { name: 'Tower' })).toBeInTheDocument();
    expect(within(table).getByText('1,250 MT')).toHaveClass('numeric');
    expect(within(table).getByText('Placing drawings')).not.toHaveClass('numeric');
  });

  it('draws the newsletter and gallery blocks from the slots it is given, and nothing without them', () => {
    const content = blocks({ id: 'a', newsletter: {} }, { id: 'b', departmentGallery: { department: 'PEMB' } });
    const { container, unmount } = draw(content);
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(
      wrap(
        <BlockSlotsContext.Provider value={{ newsletter: () => <p>Newsletter form</p>, departmentGallery: ({ department }) => <p>Gallery of {department}</p> }}>
          <PageView content={content} />
        </BlockSlotsContext.Provider>,
      ),
    );
    expect(screen.getByText('Newsletter form')).toBeInTheDocument();
    expect(screen.getByText('Gallery of PEMB')).toBeInTheDocument();
  });

  it('draws nothing for an unknown or empty block, without failing', () => {
    const { container } = draw(blocks({ id: 'a' }, { id: 'b', cards: {} }, { id: 'c', table: {} }, { id: 'd', ...({ somethingNew: {} } as object) }));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders to a string, as the server does', () => {
    const html = renderToString(wrap(<PageView content={blocks({ id: 'a', heading: 'Server', list: { items: ['Drawn'] } })} />));
    expect(html).toContain('Drawn');
  });

  describe('a clients and credentials block', () => {
    const content = blocks({
      id: 'proof',
      heading: 'Trusted by fabricators',
      clients: {
        logos: [
          { image: '/media/variants/prairie.webp', alt: 'Prairie Steel Fabricators', link: 'https://prairie.example', width: 320, height: 120, demo: true },
          { image: '/media/variants/north.webp', alt: 'Northgate Erectors' },
        ],
        testimonials: [{ quote: 'Drawings on time, every release.', name: 'Dana Ruiz', role: 'Project Manager', company: 'Prairie Steel', demo: true }],
        credentials: [{ name: 'AISC Associate Member', issuer: 'American Institute of Steel Construction', number: 'A-1234', badge: '/media/variants/aisc.webp', badgeAlt: 'AISC badge' }],
      },
    });

    it('draws the logos as a named list of images with their alt text, linked when they have a link', () => {
      draw(content);
      const logos = screen.getByRole('list', { name: 'Clients' });
      expect(within(logos).getAllByRole('listitem')).toHaveLength(2);
      expect(within(logos).getByRole('img', { name: 'Northgate Erectors' })).toHaveAttribute('src', '/media/variants/north.webp');
      expect(within(logos).getByRole('link', { name: /Prairie Steel Fabricators/ })).toHaveAttribute('href', 'https://prairie.example');
    });

    it('draws a testimonial as a quotation with its source, and credentials as a named list', () => {
      draw(content);
      const quote = screen.getByText('Drawings on time, every release.');
      const figure = quote.closest('figure');
      expect(quote.closest('blockquote')).not.toBeNull();
      expect(figure?.querySelector('figcaption')).toHaveTextContent('Dana RuizProject Manager, Prairie Steel');
      const credentials = screen.getByRole('list', { name: 'Memberships and certifications' });
      expect(within(credentials).getByRole('img', { name: 'AISC badge' })).toBeInTheDocument();
      expect(credentials).toHaveTextContent('AISC Associate MemberAmerican Institute of Steel ConstructionNo. A-1234');
    });

    it('tags each demo item as demo content, and only those', () => {
      draw(content);
      const [firstLogo, secondLogo] = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');
      expect(within(firstLogo).getByText('Demo content')).toBeInTheDocument();
      expect(within(secondLogo).queryByText('Demo content')).not.toBeInTheDocument();
      expect(screen.getByText('Dana Ruiz').closest('figcaption')).toHaveTextContent('Demo content');
      expect(within(screen.getByRole('list', { name: 'Memberships and certifications' })).queryByText('Demo content')).not.toBeInTheDocument();
      expect(screen.getAllByText('Demo content')).toHaveLength(2);
    });

    it('draws on the server as in the browser', () => {
      const html = renderToString(wrap(<PageView content={content} />));
      expect(html).toContain('<ul class="client-logos" aria-label="Clients">');
      expect(html).toMatch(/<figure class="testimonial"><blockquote><p>Drawings on time, every release.<\/p><\/blockquote><figcaption>/);
      expect(html).toContain('alt="Prairie Steel Fabricators"');
    });
  });
});
