import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogOut, Wand2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';

/** The script page's own bar (spec §2): back to the dashboard, on to a new script, or log out. */
export const ScriptTopBar = () => {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    queryClient.clear();
    navigate('/');
  };
  return (
    <nav aria-label="Script" className="border-b bg-muted/40">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden /> Dashboard
          </Link>
        </Button>
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to="/generate">
              <Wand2 aria-hidden /> Generate
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void logout()} className="text-muted-foreground">
            <LogOut aria-hidden /> Logout
          </Button>
        </div>
      </div>
    </nav>
  );
};
