import { Component, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/locale';
import * as m from './editor-messages';

type State = { failed: boolean };

// The editor arrives as a separate file: if it cannot be fetched (a deploy replaced it, the
// network dropped), the form says so instead of the whole screen failing.
export class EditorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return <LoadFailed />;
    return this.props.children;
  }
}

// A function component: the boundary, a class, cannot ask for the page's language.
function LoadFailed() {
  const t = useT();
  return (
    <p className="form-error" role="alert">
      {t(m.loadFailed)}
    </p>
  );
}
