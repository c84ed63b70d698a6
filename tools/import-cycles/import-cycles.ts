import ts from 'typescript';

/**
 * The circles in a program's imports: every group of modules that reach each other through their imports (the
 * strongly connected components of the import graph with more than one module, or one that imports itself).
 * Unlike import-x/no-cycle it follows `import type` too, which is how lambdas/api/routes.ts and
 * lambdas/workers/workers.ts once imported each other unseen (issue 35).
 */
export const importCycles = (files: readonly string[], options: ts.CompilerOptions, host: ts.ModuleResolutionHost): string[][] => {
  const known = new Set(files);
  const importsOf = (file: string) =>
    ts.preProcessFile(host.readFile(file) ?? '', true, true).importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport && known.has(resolved.resolvedFileName) ? [resolved.resolvedFileName] : [];
    });
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  // Tarjan's algorithm: one pass, each module's lowest reachable index decides its component.
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
};

/** The files and compiler options of a tsconfig.json, as `tsc -p` reads them. */
export const programOf = (tsconfigPath: string) => {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, tsconfigPath.replace(/[/\\][^/\\]+$/, ''));
  return { files: fileNames, options };
};
