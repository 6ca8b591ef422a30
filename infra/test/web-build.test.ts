import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webBuildReason } from '../local/src/web-build';

/** A throwaway repository shape: web sources, a built dist and an installed-dependencies marker, all dated by hand. */
function fakeRepo() {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  const write = (path: string, when: number) => {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, 'x');
    utimesSync(full, when, when);
  };
  return { root, dist: join(root, 'web', 'dist'), write };
}

describe('webBuildReason (whether the e2e suites and `npm start` rebuild web/dist)', () => {
  const repos: string[] = [];
  afterAll(() => repos.forEach((root) => rmSync(root, { recursive: true, force: true })));

  function built(extra: (write: (path: string, when: number) => void) => void) {
    const repo = fakeRepo();
    repos.push(repo.root);
    repo.write('web/src/main.tsx', 1_000);
    repo.write('shared/src/index.ts', 1_000);
    repo.write('node_modules/.package-lock.json', 1_000);
    repo.write('web/dist/index.html', 2_000);
    extra(repo.write);
    return repo;
  }

  it('is null when the build is newer than every source and the installed dependencies', () => {
    const repo = built(() => {});
    expect(webBuildReason({ repoRoot: repo.root, webDist: repo.dist, whenStale: true })).toBeNull();
  });

  it('asks for a build when a source changed after it', () => {
    const repo = built((write) => write('web/src/features/new.tsx', 3_000));
    expect(webBuildReason({ repoRoot: repo.root, webDist: repo.dist, whenStale: true })).toMatch(/changed/);
  });

  it('asks for a build when `npm install` changed the dependencies after it, though no source changed', () => {
    const repo = built((write) => write('node_modules/.package-lock.json', 3_000));
    expect(webBuildReason({ repoRoot: repo.root, webDist: repo.dist, whenStale: true })).toMatch(/dependencies/);
  });

  it('asks for a build when there is none, and looks no further without whenStale', () => {
    const repo = built((write) => write('web/src/features/new.tsx', 3_000));
    rmSync(join(repo.dist, 'index.html'));
    expect(webBuildReason({ repoRoot: repo.root, webDist: repo.dist })).toMatch(/missing/);
    writeFileSync(join(repo.dist, 'index.html'), 'x');
    utimesSync(join(repo.dist, 'index.html'), 2_000, 2_000);
    expect(webBuildReason({ repoRoot: repo.root, webDist: repo.dist })).toBeNull();
  });
});
