import { findFreePorts } from '../../lambdas/local/ports';

let chosen: Promise<{ dynamo: number; s3: number; cognito: number }> | null = null;

/**
 * The emulators' ports for every stack the bench starts, one after another in one process: the handlers' SDK
 * clients are made once, at their first import, with the first stack's endpoints, so later stacks must use the same.
 */
export const benchServicePorts = () => {
  chosen ??= findFreePorts(3).then(([dynamo, s3, cognito]) => ({ dynamo: dynamo!, s3: s3!, cognito: cognito! }));
  return chosen;
};
