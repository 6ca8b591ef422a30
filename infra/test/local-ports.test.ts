import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previousPorts } from '../local/src/cloud';
import { LocalCloudConfigError } from '../local/src/errors';
import { portsFromEnvironment, reservePort } from '../local/src/ports';

describe('npm start ports from the environment', () => {
  it('fixes only the ports the user set: PORT, DYNAMODB_PORT, S3_PORT, COGNITO_PORT', () => {
    expect(portsFromEnvironment({})).toEqual({});
    expect(portsFromEnvironment({ PORT: '4000' })).toEqual({ api: 4000 });
    expect(portsFromEnvironment({ DYNAMODB_PORT: '8000', S3_PORT: '4568', COGNITO_PORT: '9229', PORT: '' })).toEqual({
      dynamodb: 8000,
      s3: 4568,
      cognito: 9229,
    });
  });

  it('refuses a value that is not a port with one line naming the variable', () => {
    for (const [variable, value] of [
      ['PORT', 'abc'],
      ['DYNAMODB_PORT', '0'],
      ['S3_PORT', '70000'],
      ['COGNITO_PORT', '80.5'],
    ] as const) {
      const attempt = () => portsFromEnvironment({ [variable]: value });
      expect(attempt).toThrow(LocalCloudConfigError);
      expect(attempt).toThrow(`${variable} must be a port number (1-65535), not "${value}"`);
    }
  });
});

describe('the ports of the last run', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-ports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads DynamoDB, S3 and Cognito ports from endpoints.json, never the app’s', () => {
    const file = join(dir, 'endpoints.json');
    writeFileSync(
      file,
      JSON.stringify({
        api: 'http://localhost:3001',
        dynamodb: 'http://localhost:41000',
        s3: 'http://localhost:41001',
        cognito: 'http://localhost:41002',
      }),
    );
    expect(previousPorts(file)).toEqual({ dynamodb: 41000, s3: 41001, cognito: 41002 });
  });

  it('remembers nothing from a missing or broken file', () => {
    expect(previousPorts(join(dir, 'missing.json'))).toEqual({});
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    expect(previousPorts(join(dir, 'broken.json'))).toEqual({});
    writeFileSync(join(dir, 'odd.json'), JSON.stringify({ dynamodb: 42, s3: 'not a url' }));
    expect(previousPorts(join(dir, 'odd.json'))).toEqual({});
  });
});

describe('reservePort', () => {
  it('holds a port so a second reservation of it fails, and frees it on release', async () => {
    const first = await reservePort(0, 'the app and API');
    await expect(reservePort(first.port, 'the app and API')).rejects.toThrow(
      `port ${first.port} (the app and API) is already in use; stop the program using it or choose another port`,
    );
    await first.release();
    const again = await reservePort(first.port, 'the app and API');
    expect(again.port).toBe(first.port);
    await again.release();
  });
});
