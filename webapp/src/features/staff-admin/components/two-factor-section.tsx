import { useNotice } from '../../../components/notice/notice-context';
import { TwoFactorSection as Section } from '../../../components/two-factor/two-factor-section';
import { useBeginTotp, useConfirmTotp, useDisableTotp } from '../api/use-account';

// The staff account's two-factor sign-in (components/two-factor, shared with the portal).
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { notify } = useNotice();
  return (
    <Section
      enabled={enabled}
      begin={useBeginTotp()}
      confirm={useConfirmTotp()}
      disable={useDisableTotp()}
      onDone={(message) => notify(message, 'success')}
    />
  );
}
