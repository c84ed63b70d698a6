import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import GenerateRoute from '@/app/routes/generate';
import { renderRoutes } from '../../support/app';

const ScriptStub = () => <h1>Script page {useParams().id}</h1>;

/** /generate, with /script/:id as a stub page that names the id it opened. */
export const renderGenerate = () =>
  renderRoutes(
    [
      { path: '/generate', element: <GenerateRoute /> },
      { path: '/script/:id', element: <ScriptStub /> },
    ],
    '/generate',
  );

export const generateButton = () => screen.getByRole('button', { name: /Generate Script|Generating your script\.\.\./ });

export const fillValidForm = async (user: ReturnType<typeof userEvent.setup>, topic = 'How to prune tomatoes') => {
  await user.type(screen.getByLabelText('Topic/Subject'), topic);
  await user.selectOptions(screen.getByLabelText('Platform'), 'YouTube');
  await user.selectOptions(screen.getByLabelText('Duration'), '3 minutes');
  await user.selectOptions(screen.getByLabelText('Tone'), 'Educational');
};
