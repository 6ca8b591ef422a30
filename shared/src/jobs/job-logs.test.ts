import { message } from '../messages/index';
import {
  canDownloadExtract,
  extractLogsNeedPolling,
  importLogNeedsGeneration,
  importLogReadyToDownload,
  importLogsNeedPolling,
  importLogStatus,
  importResultMessage,
  visibleExtractLogs,
} from './job-logs';

describe('extract logs (spec 2 §4, §9)', () => {
  it.each([
    [['finished', 'finished'], false],
    [['created'], true],
    [['finished', 'started'], true],
    [['exception'], false],
    [[], false],
  ] as const)('statuses %j keep polling: %s', (statuses, polling) => {
    expect(extractLogsNeedPolling(statuses.map((status) => ({ status })))).toBe(polling);
  });

  it.each([
    [{ status: 'finished', public_url: 'https://s3/x.csv' }, true],
    [{ status: 'finished', public_url: '' }, false],
    [{ status: 'finished' }, false],
    [{ status: 'started', public_url: 'https://s3/x.csv' }, false],
  ] as const)('%j downloadable: %s', (log, ready) => {
    expect(canDownloadExtract(log)).toBe(ready);
  });

  it.each([
    [['finished', 'finished', 'finished'], ['a']],
    [
      ['started', 'finished', 'finished'],
      ['a', 'b'],
    ],
    [
      ['exception', 'finished'],
      ['a', 'b'],
    ],
    [['created'], ['a']],
    [[], []],
  ] as const)('newest first %j shows %j', (statuses, shown) => {
    const logs = statuses.map((status, index) => ({ id: 'abc'[index] as string, status }));
    expect(visibleExtractLogs(logs).map((log) => log.id)).toEqual(shown);
  });
});

describe('import logs (spec 2 §4)', () => {
  it.each([
    [{ type: 'api', status: 'finished', filename: null }, 'generating'],
    [{ type: 'api', status: 'finished', filename: 'out.csv' }, 'finished'],
    [{ type: 'csv', status: 'finished', filename: null }, 'finished'],
    [{ type: 'api', status: 'created' }, 'created'],
  ] as const)('%j shows as %s', (log, status) => {
    expect(importLogStatus(log)).toBe(status);
  });

  it.each([
    [{ type: 'api', status: 'created' }, true],
    [{ type: 'api', status: 'generating' }, false],
    [{ type: 'csv', status: 'finished' }, true],
    [{ type: 'csv', status: 'finished', aggregation_log: null }, true],
    [{ type: 'csv', status: 'finished', aggregation_log: { rows: 3 } }, false],
  ] as const)('%j needs generation: %s', (log, needs) => {
    expect(importLogNeedsGeneration(log)).toBe(needs);
  });

  it.each([
    [{ status: 'finished', filename: 'a.csv' }, true],
    [{ status: 'finished', filename: '' }, false],
    [{ status: 'generating', filename: 'a.csv' }, false],
  ] as const)('%j ready to download: %s', (log, ready) => {
    expect(importLogReadyToDownload(log)).toBe(ready);
  });

  it.each([
    [[{ type: 'csv', status: 'started' }], true],
    [[{ type: 'api', status: 'generating' }], true],
    [[{ type: 'api', status: 'finished' }], true],
    [
      [
        { type: 'api', status: 'finished', filename: 'x.csv' },
        { type: 'csv', status: 'exception' },
      ],
      false,
    ],
    [[{ type: 'csv', status: 'created' }], true],
  ] as const)('%j keep polling: %s', (logs, polling) => {
    expect(importLogsNeedPolling(logs)).toBe(polling);
  });

  it('writes the result "N import successfully, M failed" (spec 2 §8)', () => {
    const result = importResultMessage({ success_count: 12, failed_count: 3 });
    expect(message(result.key, 'en', result.params)).toBe('12 import successfully, 3 failed');
  });
});
