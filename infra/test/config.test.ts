import { App } from 'aws-cdk-lib';
import { TABLE_INDEXES } from '@tessera/functions/db/table-definition';
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
    expect(configOf({ domainName: 'portfolio.example.edu', certificateArn }).domainName).toBe('portfolio.example.edu');
  });

  it('starts the origin-guard secret at generation 1 and takes a whole number to rotate it', () => {
    expect(configOf({}).originSecretGeneration).toBe(1);
    expect(configOf({ originSecretGeneration: '4' }).originSecretGeneration).toBe(4);
    expect(configOf({ originSecretGeneration: 7 }).originSecretGeneration).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'two', '01']) {
      expect(() => configOf({ originSecretGeneration: bad })).toThrow(
        `context originSecretGeneration must be a whole number from 1; got "${bad}"`,
      );
    }
  });

  it('deploys every index of the table definition unless tableIndexes names fewer (one new index per update)', () => {
    expect(configOf({}).tableIndexes).toBe(TABLE_INDEXES.length);
    expect(configOf({ tableIndexes: '3' }).tableIndexes).toBe(3);
    expect(configOf({ tableIndexes: 2 }).tableIndexes).toBe(2);
    for (const bad of ['0', 'two', '1.5', String(TABLE_INDEXES.length + 1)]) {
      expect(() => configOf({ tableIndexes: bad })).toThrow(
        `context tableIndexes must be a whole number from 1 to ${TABLE_INDEXES.length}; got "${bad}"`,
      );
    }
  });

  it('puts the WAF in front of CloudFront unless waf=false', () => {
    expect(configOf({}).waf).toBe(true);
    expect(configOf({ waf: 'false' }).waf).toBe(false);
    expect(configOf({ waf: false }).waf).toBe(false);
    expect(() => configOf({ waf: 'no' })).toThrow('context waf must be true or false; got "no"');
  });

  it('deploys the web app automatically only when it has been built', () => {
    expect(configOf({ webDist: FIXTURE_WEB_DIST }).deployWeb).toBe(true);
    expect(configOf({ webDist: '/nonexistent/dist' }).deployWeb).toBe(false);
    expect(configOf({ webDist: FIXTURE_WEB_DIST, deployWeb: 'false' }).deployWeb).toBe(false);
    expect(() => configOf({ webDist: '/nonexistent/dist', deployWeb: 'true' })).toThrow('npm run build:web');
  });
});
