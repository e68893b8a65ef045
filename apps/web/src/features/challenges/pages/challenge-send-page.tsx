import { ChallengeEditor } from '../components/challenge-editor';

/** A challenge sent to other organisations of the city: each receives it pending and accepts or declines it. */
export function ChallengeSendPage() {
  return <ChallengeEditor mode="send" />;
}
