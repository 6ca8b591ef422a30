import { contracts } from '@tessera/shared';
import { WAF_RATE_LIMITS, WAF_WINDOW_SECONDS, anonymousPathMatches, apiPathMatches } from '../lib/stacks/edge-stack';
import { resourcesOf, synthesize, type SynthesizedApp, type TemplateJson } from './support/synth';

/** The URI-path tests of a rule's scope-down statement, as `MATCH path`. */
function scopeOf(rule: TemplateJson): string[] {
  const scope = rule.Statement.RateBasedStatement.ScopeDownStatement;
  const statements: TemplateJson[] = scope.OrStatement ? scope.OrStatement.Statements : [scope];
  return statements
    .map((s) => `${s.ByteMatchStatement.PositionalConstraint} ${s.ByteMatchStatement.SearchString}`)
    .sort();
}

describe('edge stack: the CloudFront web ACL (ADR 0007)', () => {
  let app: SynthesizedApp;
  let acl: TemplateJson;
  beforeAll(() => {
    app = synthesize();
    acl = Object.values(resourcesOf(app.templates.edge!, 'AWS::WAFv2::WebACL'))[0]!.Properties;
  });

  it('is a CloudFront-scope ACL in us-east-1 that allows by default', () => {
    expect(app.edge?.region).toBe('us-east-1');
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} }, Name: 'tessera-test' });
  });

  it('limits each client IP on the API paths, and tighter on the routes open without a token', () => {
    const rules: Record<string, TemplateJson> = Object.fromEntries(
      (acl.Rules as TemplateJson[]).map((rule) => [rule.Name, rule]),
    );
    expect(Object.keys(rules).sort()).toEqual(['anonymous-per-ip', 'api-per-ip']);
    for (const rule of Object.values(rules)) {
      expect(rule.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'IP',
        EvaluationWindowSec: WAF_WINDOW_SECONDS,
      });
      expect(rule.Action).toEqual({
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' } },
      });
    }
    const apiLimit = rules['api-per-ip'].Statement.RateBasedStatement.Limit;
    const anonymousLimit = rules['anonymous-per-ip'].Statement.RateBasedStatement.Limit;
    expect(apiLimit).toBe(WAF_RATE_LIMITS.api);
    expect(anonymousLimit).toBe(WAF_RATE_LIMITS.anonymous);
    expect(anonymousLimit).toBeLessThan(apiLimit);
    // The extract schedules' machine route (…/{id}/machine-file) is open without a token: the prefix of its path.
    expect(scopeOf(rules['anonymous-per-ip'])).toEqual([
      'EXACTLY /api/config',
      'EXACTLY /api/health',
      'STARTS_WITH /api/extract-schedules/',
    ]);
    expect(scopeOf(rules['api-per-ip'])).toEqual(['STARTS_WITH /api/', 'STARTS_WITH /users/']);
  });

  it('answers a blocked request 429 with the JSON body API Gateway’s own throttle sends', () => {
    expect(acl.CustomResponseBodies.tooManyRequests).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: JSON.stringify({ message: 'Too Many Requests' }),
    });
  });

  it('publishes the ACL ARN in the SSM parameter the web stack reads', () => {
    const aclId = Object.keys(resourcesOf(app.templates.edge!, 'AWS::WAFv2::WebACL'))[0]!;
    app.templates.edge!.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/tessera/test/edge/web-acl-arn',
      Value: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('derives the path scopes from the contracts (public audience, non-/api paths)', () => {
    expect(anonymousPathMatches(contracts)).toEqual([
      { match: 'EXACTLY', path: '/api/health' },
      { match: 'EXACTLY', path: '/api/config' },
      { match: 'STARTS_WITH', path: '/api/extract-schedules/' },
    ]);
    const withParameter = [{ ...contracts[0]!, path: '/api/public/{id}/card', audience: 'public' as const }];
    expect(anonymousPathMatches(withParameter)).toEqual([{ match: 'STARTS_WITH', path: '/api/public/' }]);
    expect(apiPathMatches(contracts)).toEqual([
      { match: 'STARTS_WITH', path: '/api/' },
      { match: 'STARTS_WITH', path: '/users/' },
    ]);
  });
});
