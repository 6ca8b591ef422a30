/** Types of scripts/new-operation.mjs, for its test (functions/tests/unit/new-operation.test.ts). */
export interface Operation {
  context: string;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  audience: string[];
  summary: string;
  feature: string | null;
  root: string;
}
export function kebab(name: string): string;
export function parseOperation(argv: string[]): Operation;
export function planOperation(operation: Operation): { file: string; text: string; changes?: boolean }[];
