import { useNavigate } from 'react-router';
import { CodeStepForm } from '../../../components/two-factor/code-step-form';
import { useT } from '../../../lib/i18n/locale';
import { usePortalSecondFactor } from '../api/use-portal';
import * as m from './portal-messages';

// PortalCodeStep is the second step of a client's sign-in (password or link) when
// two-factor sign-in is on: a code from the authenticator app or a recovery code.
// remember: the password step asked to keep the browser signed in for up to 30 days.
export function PortalCodeStep({ challengeToken, onRestart, next = '/portal/projects', remember = false }: { challengeToken: string; onRestart: () => void; next?: string; remember?: boolean }) {
  const t = useT();
  const second = usePortalSecondFactor();
  const navigate = useNavigate();
  return (
    <CodeStepForm
      className="client-portal__card"
      heading={<h1>{t(m.twoFactorHeading)}</h1>}
      pending={second.isPending}
      error={second.isError ? second.error : null}
      onRestart={onRestart}
      submit={(input) => second.mutate({ challengeToken, remember, ...input }, { onSuccess: () => void navigate(next, { replace: true }) })}
    />
  );
}
