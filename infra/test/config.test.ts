import { App } from 'aws-cdk-lib';
import { readConfig } from '../lib/config';
import { FIXTURE_WEB_DIST } from './support/synth';

const configOf = (context: Record<string, unknown>) => readConfig(new App({ context }).node);
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/x';

describe('deploy context', () => {
  it('defaults to the test environment', () => {
    expect(configOf({}).environment).toBe('test');
  });

  it('rejects an unknown environment with the allowed values', () => {
    expect(() => configOf({ environment: 'prod' })).toThrow(
      'context environment must be one of test, production; got "prod"',
    );
  });

  it('needs a us-east-1 certificate with a custom domain', () => {
    expect(() => configOf({ domainName: 'portfolio.example.edu' })).toThrow('domainName needs certificateArn');
    expect(() =>
      configOf({ domainName: 'portfolio.example.edu', certificateArn: 'arn:aws:acm:eu-west-1:1:certificate/x' }),
    ).toThrow('us-east-1');
    expect(configOf({ domainName: 'portfolio.example.edu', certificateArn }).webOrigins).toEqual([
      'https://portfolio.example.edu',
    ]);
  });

  it('lets webOrigin narrow the upload CORS origins', () => {
    expect(configOf({ webOrigin: 'https://a.example, https://b.example' }).webOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('deploys the web app automatically only when it has been built', () => {
    expect(configOf({ webDist: FIXTURE_WEB_DIST }).deployWeb).toBe(true);
    expect(configOf({ webDist: '/nonexistent/dist' }).deployWeb).toBe(false);
    expect(configOf({ webDist: FIXTURE_WEB_DIST, deployWeb: 'false' }).deployWeb).toBe(false);
    expect(() => configOf({ webDist: '/nonexistent/dist', deployWeb: 'true' })).toThrow('npm run build:web');
  });
});
