import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The centred card the login, sign-up and confirmation screens share. */
export const AuthCard = ({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) => (
  <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-violet-50 to-background px-4 py-12">
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">{children}</CardContent>
    </Card>
  </section>
);

export const OrDivider = () => (
  <div className="flex items-center gap-3 text-sm uppercase text-muted-foreground">
    <span className="h-px flex-1 bg-border" />
    or
    <span className="h-px flex-1 bg-border" />
  </div>
);
