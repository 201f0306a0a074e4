import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Reading the shop's own module graph from its sources (what a bundle would take in). */
const ROOT = resolve(__dirname, '..');

export function resolveModule(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx|mjs|js)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Static imports and re-exports that bring code (type-only ones are left out); `takesDefault` when the
 * module's default export is imported (e.g. next/image's component, not its `getImageProps`). A
 * `'use server'` module brings none: what imports it gets references to its functions, which run on the server.
 */
export function valueImports(file: string): { spec: string; isClient: boolean; takesDefault: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const directive = (text: string) =>
    source.statements.some((s) => ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression) && s.expression.text === text);
  if (directive('use server')) return [];
  const isClient = directive('use client');
  const specs: { spec: string; takesDefault: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      const takesDefault = Boolean(clause?.name) || Boolean(named && ts.isNamespaceImport(named));
      if (!onlyTypes) specs.push({ spec: statement.moduleSpecifier.text, takesDefault });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly
    ) {
      specs.push({ spec: statement.moduleSpecifier.text, takesDefault: true });
    }
  }
  return specs.map((s) => ({ ...s, isClient }));
}
