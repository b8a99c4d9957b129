import { diffArrays } from 'diff';
import { ListStyle, type Action, type Block, type PageContent } from '../../../gen/gusset/site/v1/page_content_pb';
import { blockTypes } from './block-types';

// A version compared with another is read as labelled lines ("Banner header: Simplicity",
// "Block 2 (Rich text) text: …"): a changed sentence shows as one line taken out and one
// put in, whatever the HTML around it.

// htmlText is an *_html field's text, a line per paragraph or list item.
function htmlText(html: string): string[] {
  if (!html.trim()) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const parts = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre'), (el) => el.textContent?.trim() ?? '');
  const lines = parts.length > 0 ? parts : [doc.body.textContent?.trim() ?? ''];
  return lines.filter(Boolean);
}

function actionLine(label: string, a: Action | undefined): string[] {
  return a && (a.label || a.href) ? [`${label}: ${a.label} → ${a.href}${a.primary ? ' (main)' : ''}`] : [];
}

// text makes "label: value" lines of the fields that are set.
function text(label: string, ...values: (string | undefined)[]): string[] {
  return values.filter((v): v is string => !!v).map((v) => `${label}: ${v}`);
}

function demoLine(label: string, demo: boolean): string[] {
  return demo ? [`${label}: demo content`] : [];
}

function bodyLines(b: Block['body'], at: string): string[] {
  switch (b.case) {
    case 'richText':
      return [...htmlText(b.value.html).flatMap((t) => text(`${at} text`, t)), ...text(`${at} facts' name`, b.value.factsLabel), ...b.value.facts.flatMap((f, i) => text(`${at} fact ${i + 1}`, `${f.lead} ${f.text}`.trim()))];
    case 'cards':
      return [
        ...text(`${at} variant`, b.value.variant),
        ...b.value.cards.flatMap((c, i) => [
          ...text(`${at} card ${i + 1} title`, c.title),
          ...text(`${at} card ${i + 1} text`, c.body),
          ...text(`${at} card ${i + 1} icon`, c.icon),
          ...text(`${at} card ${i + 1} link`, c.link),
          ...(c.featured ? [`${at} card ${i + 1}: two columns wide`] : []),
          ...c.points.flatMap((p) => text(`${at} card ${i + 1} point`, p)),
        ]),
      ];
    case 'list':
      return [...(b.value.style ? [`${at} style: ${ListStyle[b.value.style].toLowerCase()}`] : []), ...b.value.items.flatMap((t) => text(`${at} item`, t))];
    case 'image':
      return [...text(`${at} image`, b.value.src), ...text(`${at} alt text`, b.value.alt), ...text(`${at} caption`, b.value.caption)];
    case 'callToAction':
      return [...text(`${at} text`, b.value.text), ...b.value.actions.flatMap((a, i) => actionLine(`${at} button ${i + 1}`, a))];
    case 'estimatePromo':
      return [...text(`${at} offer heading`, b.value.heading), ...text(`${at} offer text`, b.value.text), ...text(`${at} service`, b.value.service)];
    case 'departmentGallery':
      return text(`${at} department`, b.value.department);
    case 'leaders':
      return b.value.leaders.flatMap((l, i) => [
        ...text(`${at} leader ${i + 1}`, l.name),
        ...text(`${at} leader ${i + 1} designation`, l.designation),
        ...text(`${at} leader ${i + 1} portrait`, l.image),
        ...text(`${at} leader ${i + 1} profile`, l.profileUrl),
        ...l.paragraphs.flatMap((p) => text(`${at} leader ${i + 1} biography`, p)),
      ]);
    case 'panels':
      return [...text(`${at} variant`, b.value.variant), ...b.value.panels.flatMap((p, i) => [...text(`${at} panel ${i + 1} title`, p.title), ...text(`${at} panel ${i + 1} text`, p.text), ...text(`${at} panel ${i + 1} icon`, p.icon)])];
    case 'table':
      return [...text(`${at} caption`, b.value.caption), ...text(`${at} columns`, b.value.columns.join(' | ')), ...b.value.rows.flatMap((r, i) => text(`${at} row ${i + 1}`, r.cells.join(' | ')))];
    case 'columns':
      return b.value.columns.flatMap((c, i) => [...text(`${at} column ${i + 1}`, c.heading), ...c.items.flatMap((t) => text(`${at} column ${i + 1} item`, t))]);
    case 'clients':
      return [
        ...b.value.logos.flatMap((l, i) => [...text(`${at} logo ${i + 1}`, l.image), ...text(`${at} logo ${i + 1} alt text`, l.alt), ...text(`${at} logo ${i + 1} link`, l.link), ...demoLine(`${at} logo ${i + 1}`, l.demo)]),
        ...b.value.testimonials.flatMap((q, i) => [
          ...text(`${at} testimonial ${i + 1}`, q.quote),
          ...text(`${at} testimonial ${i + 1} by`, [q.name, q.role, q.company].filter(Boolean).join(', ')),
          ...demoLine(`${at} testimonial ${i + 1}`, q.demo),
        ]),
        ...b.value.credentials.flatMap((c, i) => [
          ...text(`${at} credential ${i + 1}`, c.name),
          ...text(`${at} credential ${i + 1} issuer`, c.issuer),
          ...text(`${at} credential ${i + 1} number`, c.number),
          ...text(`${at} credential ${i + 1} badge`, c.badge),
          ...text(`${at} credential ${i + 1} badge alt text`, c.badgeAlt),
          ...demoLine(`${at} credential ${i + 1}`, c.demo),
        ]),
      ];
    default:
      return [];
  }
}

// contentLines is a version as the labelled lines a comparison reads.
export function contentLines(content: PageContent | undefined): string[] {
  if (!content) return [];
  const { seo, banner } = content;
  return [
    ...text('Page title', seo?.title),
    ...text('Description', seo?.description),
    ...text('Share image', seo?.shareImage),
    ...text('Banner eyebrow', banner?.eyebrow),
    ...text('Banner header', banner?.header),
    ...text('Banner subheader', banner?.subheader),
    ...text('Banner artwork', banner?.image),
    ...(banner?.paragraphs ?? []).flatMap((p) => text('Banner paragraph', p)),
    ...actionLine('Banner button', banner?.action),
    ...content.blocks.flatMap((block, i) => {
      const at = `Block ${i + 1} (${block.body.case ? blockTypes[block.body.case].label : 'empty'})`;
      return [`${at}`, ...text(`${at} heading`, block.heading), ...(block.tone ? [`${at}: tinted`] : []), ...htmlText(block.introHtml).flatMap((t) => text(`${at} introduction`, t)), ...bodyLines(block.body, at)];
    }),
  ];
}

export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

// diffContents compares two versions line by line (jsdiff's Myers diff).
export function diffContents(older: PageContent | undefined, newer: PageContent | undefined): DiffLine[] {
  return diffArrays(contentLines(older), contentLines(newer)).flatMap((part) =>
    part.value.map((line) => ({ kind: part.added ? ('added' as const) : part.removed ? ('removed' as const) : ('same' as const), text: line })),
  );
}
