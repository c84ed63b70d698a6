import type { ReactNode, SVGProps } from 'react';

/**
 * The few Lucide icons the landing page and the site header draw, as plain SVG. lucide-react's runtime
 * (icon factory, context, attribute builders) costs more than these icons themselves on the one page with a
 * hard JavaScript budget. The markup is lucide-react's: `lucide lucide-<name>` classes (aliases included),
 * 24×24, stroke 2, round caps, `aria-hidden` unless an aria-*, role or title prop is given.
 * Path data: Lucide 1.75 (ISC licence); other pages keep using lucide-react.
 */
const labelled = (props: object) =>
  Object.entries(props).some(([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null);

const icon = (names: string, body: ReactNode) => {
  const classes = `lucide ${names}`;
  const Icon = ({ className, ...props }: SVGProps<SVGSVGElement>) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${classes} ${className}` : classes}
      aria-hidden={labelled(props) ? undefined : true}
      {...props}
    >
      {body}
    </svg>
  );
  return Icon;
};

const paths = (...d: string[]) => d.map((path) => <path key={path} d={path} />);

export const ArrowRight = icon('lucide-arrow-right', paths('M5 12h14', 'm12 5 7 7-7 7'));

export const AudioLines = icon('lucide-audio-lines', paths('M2 10v3', 'M6 6v11', 'M10 3v18', 'M14 8v7', 'M18 5v13', 'M22 10v3'));

export const FileText = icon(
  'lucide-file-text',
  paths(
    'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
    'M14 2v5a1 1 0 0 0 1 1h5',
    'M10 9H8',
    'M16 13H8',
    'M16 17H8',
  ),
);

export const LogOut = icon('lucide-log-out', paths('m16 17 5-5-5-5', 'M21 12H9', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'));

export const MenuIcon = icon('lucide-menu', paths('M4 5h16', 'M4 12h16', 'M4 19h16'));

export const Mic = icon(
  'lucide-mic',
  <>
    {paths('M12 19v3', 'M19 10v2a7 7 0 0 1-14 0v-2')}
    <rect x="9" y="2" width="6" height="13" rx="3" />
  </>,
);

export const Sparkles = icon(
  'lucide-sparkles lucide-stars',
  <>
    {paths(
      'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z',
      'M20 2v4',
      'M22 4h-4',
    )}
    <circle cx="4" cy="20" r="2" />
  </>,
);

export const X = icon('lucide-x', paths('M18 6 6 18', 'm6 6 12 12'));

export const Upload = icon('lucide-upload', paths('M12 3v12', 'm17 8-5-5-5 5', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'));

export const WandSparkles = icon(
  'lucide-wand-sparkles lucide-wand-2',
  paths(
    'm21.64 3.64-1.28-1.28a1.21 1.21 0 0 0-1.72 0L2.36 18.64a1.21 1.21 0 0 0 0 1.72l1.28 1.28a1.2 1.2 0 0 0 1.72 0L21.64 5.36a1.2 1.2 0 0 0 0-1.72',
    'm14 7 3 3',
    'M5 6v4',
    'M19 14v4',
    'M10 2v2',
    'M7 8H3',
    'M21 16h-4',
    'M11 3H9',
  ),
);
