import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * How the production build cuts the web into chunks, and the check that keeps the signed-in home light
 * (docs/architecture.md §10: the signed-in home ≤ 180 KB gzip for every role; `npm run bench -- home` measures
 * it as Chromium fetches it). Read by vite.config.ts.
 */

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** What Rolldown's chunking knows of a module: its static imports. */
interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const WEB_SOURCE = source('./src/');
const REPOSITORY = source('../');

/**
 * The web's own modules `roots` import statically, transitively. Only web/src is followed: a library's or
 * @tessera/shared's index names every module of the package, which tree-shaking leaves out where unused.
 */
function webClosure(graph: ChunkingGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !id.startsWith(WEB_SOURCE)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) {
    if (!graph.getModuleInfo(root)) throw new Error(`${root} is not in the build: update web/chunking.ts`);
    visit(root);
  }
  return seen;
}

/** The signed-in layout, which every signed-in screen renders inside and so loads first. */
const SIGNED_IN_LAYOUT = source('./src/app/routes/app-layout.tsx');
/** What loads without a session: the entry and the screens outside the signed-in layout. */
const SIGNED_OUT = [
  source('./src/main.tsx'),
  source('./src/features/identity/auth/routes/sign-in-route.tsx'),
  source('./src/features/identity/auth/routes/purchase-route.tsx'),
];
/**
 * TanStack Query, which only the signed-in screens use. Not zod: @tessera/shared's schemas, in chunks of their
 * own, import it, and a chunk importing one that imports it back would run before it is ready.
 */
const SIGNED_IN_LIBRARIES = /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;

/**
 * A `codeSplitting` group's name: `signed-in` for what every signed-in screen loads before its own code (the
 * signed-in layout's own modules: the shell, its menus, the API client, what the layout imports and the
 * signed-out screens do not; and TanStack Query), nothing for the rest. Each screen is a lazy import of the
 * router, a sibling of the layout, so Rolldown cannot know the layout is always there first: left to itself it
 * cut these modules into dozens of small chunks by which screens share each (one for TanStack's useQuery, one
 * for a 300-byte icon), and the signed-in home fetched some 60 files whose separate gzip streams cost about
 * 5 KB more than one. Every signed-in screen loads all of them anyway, so the one chunk adds nothing to any
 * screen; the signed-out screens import none of it. The layout module itself stays the router's lazy chunk
 * (Rolldown 1.2 writes a broken chunk when a group takes a dynamic entry).
 */
export function signedInChunkName(): (id: string, graph: ChunkingGraph) => string | null {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      const signedOut = webClosure(graph, SIGNED_OUT);
      members = new Set(
        [...webClosure(graph, [SIGNED_IN_LAYOUT])].filter((id) => id !== SIGNED_IN_LAYOUT && !signedOut.has(id)),
      );
    }
    return members.has(id) || SIGNED_IN_LIBRARIES.test(id) ? 'signed-in' : null;
  };
}

/**
 * What the signed-in homes load: the layout, each role's home route and the panels it shows, and the
 * namespaces the shell and the homes speak (app/i18n.ts loads each namespace on first use).
 */
const HOME_ROOTS = [
  'src/app/routes/app-layout.tsx',
  'src/app/routes/in-progress-screen.tsx',
  'src/features/home/routes/academics-route.tsx',
  'src/features/courses/components/home-panels.tsx',
  'src/features/portfolios/components/timeline-panel.tsx',
  'src/features/shell/locales.ts',
  'src/features/home/locales.ts',
  'src/features/identity/account/locales.ts',
  'src/features/identity/organizations/locales.ts',
  'src/features/identity/impersonation/locales.ts',
  'src/features/identity/notifications/locales.ts',
  'src/features/portfolios/search/locales.ts',
  'src/features/portfolios/timeline-locales.ts',
  'src/features/courses/home-locales.ts',
  'src/features/courses/locales.ts',
].map(source);

/** What only other screens need, each with where it belongs. */
const NOT_ON_THE_HOME: ReadonlyArray<[RegExp, string]> = [
  [/[\\/]node_modules[\\/]prosemirror-/, 'the rich-text editor (ProseMirror): the composer and the editors'],
  [/[\\/]node_modules[\\/]@dnd-kit[\\/]/, 'drag and drop (dnd-kit): the template editor'],
  [/[\\/]node_modules[\\/](temml|marked|dompurify)[\\/]/, 'rich text and markdown rendering'],
  [/[\\/]node_modules[\\/](react-day-picker|date-fns[\\/]locale)[\\/]/, 'the calendars and their locales'],
  [/[\\/]node_modules[\\/]react-easy-crop[\\/]/, 'the avatar cropper'],
  [/[\\/]node_modules[\\/]@radix-ui[\\/]/, 'Radix: loaded with the first dialog or panel opened'],
  [/[\\/]node_modules[\\/]amazon-cognito-identity-js[\\/]/, 'Cognito: only to sign in or refresh a token'],
  [/[\\/]node_modules[\\/](intl-messageformat|@formatjs)[\\/]/, 'the shared catalogue’s ICU formatter'],
  [/[\\/]web[\\/]src[\\/]lib[\\/]catalogue\.ts$/, 'the shared catalogue: screens past the home'],
  [/[\\/]web[\\/]src[\\/]features[\\/](reports|rubrics|templates|assessments|hierarchy)[\\/]/, 'another screen'],
];

/**
 * A build check: no chunk the homes load statically (HOME_ROOTS' chunks and what they import) holds a module
 * that only another screen needs (NOT_ON_THE_HOME). A static import that drags one into the shell or a home, or a
 * shared chunk that merges one with what the home needs, fails the build with the module and the chunk named.
 * What a screen loads at run time (a namespace on first use, the catalogue) only the bench sees.
 */
export function homeGraphCheck(): Plugin {
  return {
    name: 'tessera-home-graph-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reached = new Set<string>();
      const visit = (file: string) => {
        if (reached.has(file)) return;
        reached.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
      };
      for (const root of HOME_ROOTS) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(root));
        if (!chunk) this.error(`${root} is in no chunk: update HOME_ROOTS in web/chunking.ts`);
        visit(chunk.fileName);
      }
      const problems = [...reached].flatMap((file) =>
        Object.entries(byFile.get(file)?.modules ?? {})
          .filter(([, module]) => module.renderedLength > 0)
          .flatMap(([id]) =>
            NOT_ON_THE_HOME.filter(([pattern]) => pattern.test(id)).map(
              ([, what]) => `${relative(REPOSITORY, id)} (${what}) is in ${file}, which the signed-in home loads`,
            ),
          ),
      );
      if (problems.length > 0)
        this.error(`The signed-in home loads what only other screens need:\n${problems.join('\n')}`);
    },
  };
}
