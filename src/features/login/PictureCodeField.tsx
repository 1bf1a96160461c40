import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loginPictureCodeMachine } from '../../../machines/loginPictureCode.machine.ts';
import { getPictureCode } from '../../api/auth.ts';
import { PictureCode } from './PictureCode.tsx';

/** GET /api/auth/GetGphValidateCode as the picture-code machine takes it. */
export async function loadPicture() {
  const answer = await getPictureCode();
  const type = answer.item1.contentType ?? 'image/png';
  return { imageUrl: `data:${type};base64,${answer.item1.fileContents}`, answer: answer.item2 };
}

interface PictureCodeFieldProps {
  actor: ActorRefFrom<typeof loginPictureCodeMachine>;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

export function PictureCodeField({ actor, value, error, onChange }: PictureCodeFieldProps) {
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.value === 'loading');
  useEffect(() => actor.send({ type: 'SHOW' }), [actor]);
  return (
    <PictureCode value={value} onChange={onChange} error={error} picture={context} loading={loading} onRefresh={() => actor.send({ type: 'REFRESH' })} />
  );
}
