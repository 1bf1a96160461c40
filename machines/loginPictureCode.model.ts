import { modelPaths } from './testing/modelCoverage.ts';
import { loginPictureCodeMachine, type PictureCodeEvent } from './loginPictureCode.machine.ts';

// The model of the login's picture code, shared by its unit model test and the paths replayed in the browser.
const events = (snapshot: { value: unknown }): PictureCodeEvent[] => {
  const fixtures: Record<string, object[]> = {
    idle: [{ type: 'SHOW' }],
    loading: [
      { type: 'xstate.done.actor.0.loginPictureCode.loading', output: { imageUrl: 'data:image/svg+xml;base64,', answer: 'Ab3d' } },
      { type: 'xstate.error.actor.0.loginPictureCode.loading', error: new Error('网络连接失败') },
    ],
    shown: [{ type: 'REFRESH' }],
    failed: [{ type: 'REFRESH' }],
  };
  return (fixtures[snapshot.value as string] ?? []) as PictureCodeEvent[];
};

export const loginPictureCodePaths = () => modelPaths(loginPictureCodeMachine, { events });
