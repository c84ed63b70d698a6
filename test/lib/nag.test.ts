import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthAppStack } from './support/synth';

const findings = (options: Parameters<typeof synthAppStack>[0]) => {
  const { stack } = synthAppStack({ ...options, nag: true });
  const annotations = Annotations.fromStack(stack);
  const rule = Match.stringLikeRegexp('AwsSolutions-.*');
  return [...annotations.findError('*', rule), ...annotations.findWarning('*', rule)].map(
    (finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`,
  );
};

describe('cdk-nag AwsSolutions', () => {
  it('reports nothing unacknowledged for a development stage', () => {
    expect(findings({})).toEqual([]);
  });

  it('reports nothing unacknowledged for production with a custom domain', () => {
    expect(
      findings({
        config: {
          stage: 'prod',
          domain: 'app.scriptvoice.example',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
          googleClientId: 'prod-client.apps.googleusercontent.com',
          allowedOrigins: ['http://localhost:3000'],
          sesFromEmail: 'hello@scriptvoice.example',
        },
      }),
    ).toEqual([]);
  });
});
