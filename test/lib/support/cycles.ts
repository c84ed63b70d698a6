type Template = { Resources: Record<string, { Properties?: unknown; DependsOn?: string | string[] }> };

/**
 * Dependency cycles between resources of one template, which `cdk synth` does not report and CloudFormation
 * only rejects at deploy time: every Ref, GetAtt, Sub reference and DependsOn is an edge.
 */
export const findCycles = (template: Template): string[][] => {
  const names = new Set(Object.keys(template.Resources));
  const edges = new Map<string, Set<string>>();
  const collect = (value: unknown, into: Set<string>): void => {
    if (Array.isArray(value)) return value.forEach((item) => collect(item, into));
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string' && names.has(inner)) into.add(inner);
      else if (key === 'Fn::GetAtt') into.add(Array.isArray(inner) ? String(inner[0]) : String(inner).split('.')[0]!);
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(inner) ? String(inner[0]) : String(inner);
        for (const match of text.matchAll(/\$\{([^}.!]+)/g)) if (names.has(match[1]!)) into.add(match[1]!);
        collect(inner, into);
      } else collect(inner, into);
    }
  };
  for (const [name, resource] of Object.entries(template.Resources)) {
    const into = new Set<string>([resource.DependsOn ?? []].flat());
    collect(resource.Properties ?? {}, into);
    edges.set(name, into);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string) => {
    state.set(name, 'open');
    path.push(name);
    for (const next of edges.get(name) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const name of names) if (!state.has(name)) visit(name);
  return cycles;
};
