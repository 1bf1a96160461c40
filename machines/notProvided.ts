/**
 * What an actor the screen provides (`machine.provide({ actors })`) does until it is provided: fail, naming
 * itself, so a screen or a test that forgot it is told which.
 */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};
