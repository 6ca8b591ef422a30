/**
 * Reading a V8 CPU profile (the .cpuprofile that `node --cpu-prof` or the inspector's Profiler.stop gives): self
 * time per function and per package (node_modules/<package>, our own workspaces, node's internals), so the routes
 * bench can say where a route's CPU goes (BENCH_PROFILE_DIR). Bench only.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a frame's code lives: an npm package, one of our workspaces, node itself, or V8's own work. */
export function frameOwner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node:internals';
  const workspace = /\/(shared|functions|infra|bench|events)\/src\/|\/bench\//.exec(url);
  return workspace ? `tessera ${workspace[1] ?? 'bench'}` : url;
}

/** Self time (ms) per function and per owner, largest first. */
export function selfTimes(profile: CpuProfile): {
  totalMs: number;
  functions: Array<{ name: string; owner: string; ms: number }>;
  owners: Array<{ owner: string; ms: number }>;
} {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const id = samples[index] as number;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[index + 1] ?? deltas[index] ?? 0));
  }
  const functions = new Map<string, { name: string; owner: string; ms: number }>();
  const owners = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = frameOwner(url, functionName);
    const file = url.split('/').slice(-2).join('/');
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    const entry = functions.get(name) ?? { name, owner, ms: 0 };
    entry.ms += us / 1000;
    functions.set(name, entry);
    owners.set(owner, (owners.get(owner) ?? 0) + us / 1000);
    total += us / 1000;
  }
  return {
    totalMs: total,
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms),
    owners: [...owners.entries()].map(([owner, ms]) => ({ owner, ms })).sort((a, b) => b.ms - a.ms),
  };
}
