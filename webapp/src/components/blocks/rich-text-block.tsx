import type { RichTextBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { useCompanyText, useContentHtml } from './content-text';

// Prose, with an "at a glance" list of facts beside it; facts alone make a list of items
// with a bold lead (a service's portfolio). The HTML was sanitized by the server.
export function RichTextBlock({ block }: { block: RichTextBlockJson }) {
  const text = useCompanyText();
  const html = useContentHtml();
  const facts = block.facts ?? [];
  const prose = block.html ? <div className="prose" dangerouslySetInnerHTML={{ __html: html(block.html) }} /> : null;
  if (facts.length === 0) return prose;
  const list = (
    <ul className={prose ? 'firm-facts' : 'portfolio-list'} aria-label={block.factsLabel || undefined}>
      {facts.map((fact, at) => (
        <li key={at}>
          <strong>{text(fact.lead)}</strong> {prose ? text(fact.text) : <span>{text(fact.text)}</span>}
        </li>
      ))}
    </ul>
  );
  if (!prose) return list;
  return (
    <div className="columns columns--two">
      {prose}
      {list}
    </div>
  );
}
