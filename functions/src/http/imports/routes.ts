import { getImport, getImportTemplate, listImports, presignImportUpload, startImport } from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The imports Lambda's routes, loaded on its first request (handler.ts). */
export const importsRoutes: readonly Route[] = [
  lazyRoute(presignImportUpload, () => import('./presign-import-upload').then((m) => m.presignImportUploadUseCase)),
  lazyRoute(startImport, () => import('./start-import').then((m) => m.startImportUseCase)),
  lazyRoute(getImport, () => import('./get-import').then((m) => m.getImportUseCase)),
  lazyRoute(listImports, () => import('./list-imports').then((m) => m.listImportsUseCase)),
  lazyRoute(getImportTemplate, () => import('./get-import-template').then((m) => m.getImportTemplateUseCase)),
];
