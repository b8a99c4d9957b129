import type { CallToActionBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { ActionLink } from './action-link';
import { useCompanyText } from './content-text';

// A short pitch beside its buttons (a callout); buttons alone make a row of buttons.
export function CallToActionBlock({ block }: { block: CallToActionBlockJson }) {
  const text = useCompanyText();
  const actions = (block.actions ?? []).map((action, at) => <ActionLink key={at} action={action} />);
  if (actions.length === 0 && !block.text) return null;
  if (!block.text) return <p className="firm-portal-links">{actions}</p>;
  return (
    <div className="callout">
      <p>{text(block.text)}</p>
      {actions}
    </div>
  );
}
