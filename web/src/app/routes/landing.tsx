import { Link } from 'react-router-dom';
import { ArrowRight, AudioLines, FileText, Mic, Sparkles, Upload, WandSparkles } from '@/components/layout/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { useStoredSession } from '@/lib/auth/signed-in-hint';
import { usePageTitle } from '@/lib/page-title';

const STEPS = [
  {
    icon: Upload,
    title: 'Upload what you have already said',
    text: 'Drop in past scripts and caption files (.txt, .srt, .vtt). ScriptVoice reads how you actually talk.',
  },
  {
    icon: AudioLines,
    title: 'It learns your voice',
    text: 'Your speaking pace, sentence rhythm, the way you open and sign off, and the phrases only you use.',
  },
  {
    icon: WandSparkles,
    title: 'Generate a script in minutes',
    text: 'Pick a topic, platform, length and tone. Get a timed, ready-to-record script that sounds like you.',
  },
] as const;

const LEARNS = [
  'Your speaking rate, measured from caption timestamps, so a 60-second script really runs 60 seconds',
  'How long your sentences run and how often you ask questions',
  'The openers, sign-offs and signature phrases your audience knows you for',
  'Your style guide: intro and outro templates used word for word, every time',
] as const;

const PLATFORMS = [
  { name: 'YouTube', text: 'Hook, intro, sections, reminders to like and subscribe, outro.' },
  { name: 'TikTok', text: 'A hook in the first seconds, tight beats and on-screen text cues.' },
  { name: 'Instagram Reel', text: 'Short, punchy and built to be watched twice.' },
  { name: 'Podcast', text: 'Cold open, segments and a sign-off in your own words.' },
] as const;

/**
 * The landing page. Its buttons are links styled with `buttonVariants` rather than `<Button asChild>`, and its
 * icons come from `layout/icons`, so neither tailwind-merge, Radix Slot nor lucide-react is in the first bundle.
 */
export const LandingRoute = () => {
  usePageTitle('Scripts in Your Own Voice');
  const startLink = useStoredSession() ? '/dashboard' : '/signup';
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-violet-50 to-background">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center md:py-28">
          <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-violet-200 bg-white px-4 py-1.5 text-sm text-violet-700">
            <Sparkles aria-hidden className="size-4" /> 3 free scripts. No card required.
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">
            Generate scripts <span className="text-primary">in your own voice</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            ScriptVoice writes YouTube, TikTok, Instagram Reel and podcast scripts that sound like you, learned from the
            scripts and transcripts you have already made.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={startLink} className={buttonVariants({ variant: 'hero', size: 'lg' })}>
              Start Creating Free <ArrowRight aria-hidden />
            </Link>
            <Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              View Pricing
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-20">
        <h2 id="how-it-works" className="text-center text-3xl font-bold">
          How it works
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">
                {index + 1}. {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="what-it-learns" className="bg-muted/50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-20 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="what-it-learns" className="text-3xl font-bold">
              What it learns from your uploads
            </h2>
            <p className="mt-4 text-muted-foreground">
              Generic AI copy sounds like everyone. ScriptVoice builds a voice profile from your own words and shows you
              what it learned, so you can see why the scripts sound like you.
            </p>
          </div>
          <ul className="space-y-4">
            {LEARNS.map((item) => (
              <li key={item} className="flex gap-3">
                <Mic aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="platforms" className="mx-auto max-w-6xl px-4 py-20">
        <h2 id="platforms" className="text-center text-3xl font-bold">
          Built for every platform you publish on
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLATFORMS.map((platform) => (
            <li key={platform.name} className="rounded-xl border p-6">
              <FileText aria-hidden className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{platform.name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{platform.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-teaser" className="bg-gradient-to-r from-violet-700 to-fuchsia-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="pricing-teaser" className="text-3xl font-bold">
            Pay as you go. Own everything you make.
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-violet-100">
            Start with 3 free credits. After that, buy credit packs in AUD with no subscription and no hidden fees.
            Purchased credits never expire, and you own all generated scripts.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={startLink} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              Start Creating Free
            </Link>
            <Link to="/pricing" className={buttonVariants({ variant: 'ghostInverse', size: 'lg' })}>
              View Pricing
            </Link>
          </div>
        </div>
      </section>
    </>
  );
};
