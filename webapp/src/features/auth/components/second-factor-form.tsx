import { CodeStepForm } from '../../../components/two-factor/code-step-form';
import { useLoginSecondFactor } from '../api/use-login';
import type { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';

type Props = {
  challengeToken: string;
  remember: boolean;
  onSignedIn: (step: RequiredStep) => void;
  onRestart: () => void;
};

// The second sign-in step of a staff account with two-factor sign-in.
export function SecondFactorForm({ challengeToken, remember, onSignedIn, onRestart }: Props) {
  const second = useLoginSecondFactor();
  return (
    <CodeStepForm
      heading={<h1>Two-factor sign in</h1>}
      pending={second.isPending}
      error={second.isError ? second.error : null}
      onRestart={onRestart}
      submit={(input) => second.mutate({ challengeToken, remember, ...input }, { onSuccess: (response) => onSignedIn(response.requiredStep) })}
    />
  );
}
