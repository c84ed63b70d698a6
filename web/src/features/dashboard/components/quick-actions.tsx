import { BookOpen, FileUp, Wand2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const ACTIONS = [
  { to: '/generate', icon: Wand2, title: 'Generate Script', text: 'Write a new script in your voice' },
  { to: '/documents', icon: FileUp, title: 'Upload Documents', text: 'Teach ScriptVoice how you talk' },
  { to: '/style-guide', icon: BookOpen, title: 'Style Guide', text: 'Set your intro, outro and rules' },
] as const;

export const QuickActions = () => (
  <Card>
    <CardHeader>
      <CardTitle>Quick Actions</CardTitle>
    </CardHeader>
    <CardContent>
      <ul className="grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link to={to} className="flex h-full flex-col gap-2 rounded-lg border p-4 transition-colors hover:border-primary hover:bg-accent">
              <Icon aria-hidden className="size-5 text-primary" />
              <span className="font-medium">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </CardContent>
  </Card>
);
