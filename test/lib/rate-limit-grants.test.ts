import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '../../lambdas/routing/routes';
import { synthAppStack } from './support/synth';

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

const { template } = synthAppStack({ routes: ROUTES });
const resources = template.toJSON().Resources as Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

const statementsOf = (route: RouteDefinition): Statement[] => {
  const description = `${route.method} ${route.path} (${route.entry})`;
  const [[, fn]] = ofType('AWS::Lambda::Function').filter(([, candidate]) => candidate.Properties.Description === description) as [[string, Resource]];
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
};

const rateWindowStatements = (route: RouteDefinition) =>
  statementsOf(route).filter((statement) => statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] !== undefined);

describe('per-user rate limits: grants follow the route table', () => {
  it('lets exactly the generate, rewrite, read-source and checkout Lambdas update items whose partition key starts with RATE#, and nothing else through that statement', () => {
    const limited = ROUTES.filter((route) => route.rateLimit).map((route) => `${route.method} ${route.path}`);
    expect(limited).toEqual(['POST /api/scripts', 'POST /api/scripts/{id}/rewrite', 'POST /api/sources/read', 'POST /api/checkout']);
    for (const route of ROUTES) {
      const statements = rateWindowStatements(route);
      if (!route.rateLimit) {
        expect(statements, route.functionName).toEqual([]);
        continue;
      }
      expect(statements, route.functionName).toHaveLength(1);
      expect(statements[0]!.Action).toBe('dynamodb:UpdateItem');
      expect(statements[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } });
      expect(statements[0]!.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DatabaseTable/), 'Arn'] });
    }
  });

  it('keeps create-checkout otherwise read-only on the table: no Put, Delete or unconditioned Update', () => {
    const checkout = ROUTES.find((route) => route.functionName === 'CreateCheckout')!;
    const writes = statementsOf(checkout)
      .filter((statement) => !statement.Condition)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(action));
    expect(writes).toEqual([]);
  });
});
