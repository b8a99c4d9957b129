import { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';
import { useAccountMe } from '../api/use-account';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import './staff-admin.css';

// The signed-in user's own account. A required step (set by a reset, a new account or
// STAFF_REQUIRE_2FA) is explained on top: the server refuses everything else until done.
export function AccountPage() {
  const me = useAccountMe();
  const step = me.data?.requiredStep ?? RequiredStep.UNSPECIFIED;
  return (
    <div className="account">
      {step === RequiredStep.CHANGE_PASSWORD && (
        <p className="account__notice" role="alert">
          Choose a new password before using the back office.
        </p>
      )}
      {step === RequiredStep.ENROL_TOTP && (
        <p className="account__notice" role="alert">
          Two-factor sign-in is required: set up an authenticator app before using the back office.
        </p>
      )}
      <PasswordSection />
      {me.isSuccess && <TwoFactorSection enabled={me.data.user?.totpEnabled ?? false} />}
      {step === RequiredStep.UNSPECIFIED && <SessionsSection />}
    </div>
  );
}
