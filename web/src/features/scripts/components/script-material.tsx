import { ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Material } from '@contracts/material';
import { sourceFacts, sourceName } from '../utils/source-display';

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-2">
    <h3 className="text-sm font-semibold">{title}</h3>
    {children}
  </div>
);

/**
 * What the script was built from (issue 30), kept with it: the key points, the stories and the sources, numbered as
 * the script's markers cite them (`#source-1` is where a [1] in the script leads).
 */
export const ScriptMaterial = ({ material }: { material: Material }) => (
  <section aria-labelledby="script-material-heading" className="space-y-4 rounded-xl border bg-muted/30 p-4 sm:p-6">
    <h2 id="script-material-heading" className="text-lg font-semibold">
      Built from your material
    </h2>
    {material.key_points.length > 0 && (
      <Part title="Key points">
        <ul aria-label="Key points" className="list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere] marker:text-primary">
          {material.key_points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </Part>
    )}
    {material.stories && (
      <Part title="Your stories and examples">
        <p className="text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{material.stories}</p>
      </Part>
    )}
    {material.sources.length > 0 && (
      <Part title="Sources">
        <ol aria-label="Sources" className="space-y-2 text-sm">
          {material.sources.map((source, index) => (
            <li key={index} id={`source-${index + 1}`} className="scroll-mt-20 [overflow-wrap:anywhere]">
              <span className="font-medium">[{index + 1}] </span>
              {source.kind === 'link' ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
                  {sourceName(source)}
                  <ExternalLink aria-hidden className="ml-1 inline size-4 align-text-bottom" />
                </a>
              ) : (
                <span className="font-medium">
                  <FileText aria-hidden className="mr-1 inline size-4 align-text-bottom text-muted-foreground" />
                  {sourceName(source)}
                </span>
              )}
              <span className="block text-muted-foreground">
                {sourceFacts(source)}
              </span>
            </li>
          ))}
        </ol>
      </Part>
    )}
  </section>
);
