import { type Page, expect } from '@playwright/test';

/**
 * What a creator gives a script on /generate (issue 30), written for these journeys. The offline draft says only what
 * it is given, so a journey that needs a draft with words to stream, stop or rewrite fills this in first.
 */
export interface JourneyMaterial {
  keyPoints: readonly string[];
  stories?: string;
  pasted?: { title: string; text: string };
}

/** Enough for a 10-minute podcast to stream for a few seconds at the journeys’ 150 words a second. */
export const TRAVEL_MATERIAL: JourneyMaterial = {
  keyPoints: [
    'Stay three nights in a place before you judge it',
    'Take the slow train when the view is the point',
    'Eat where the bus drivers eat on their lunch break',
    'Leave one afternoon a week with nothing planned at all',
    'Learn the words for please, thank you and sorry first',
    'Carry a paper map for the day your phone goes flat',
    'Walk the same street in the morning and again at night',
    'Ask a shopkeeper what they would do on a day off',
    'Book the first night only and decide the rest as you go',
    'Pack half the clothes and twice the patience you think you need',
    'Go to a local football match even if you do not follow the sport',
    'Buy your bread from the same bakery every morning you are there',
    'Visit one museum properly instead of five in a rush',
    'Write three lines in a notebook before you go to sleep',
    'Sit in a town square for an hour and just watch',
    'Choose a guesthouse over a chain hotel whenever you can',
    'Say yes to the second invitation, not always the first',
    'Let a rainy day send you into a library or a cinema',
    'Send one postcard home from every town you stay in',
    'Come home a day early so the trip does not blur into work',
  ],
  stories: [
    'The first time I travelled slowly was an accident: a rail strike in the south of France kept me in a small town for six days, and by the fourth day the woman at the bakery had my order ready before I reached the counter.',
    '',
    'On a later trip I tried to see four cities in eight days and came home with a camera full of photos and almost no memory of any of them, which is when I decided that fewer places would always mean more.',
    '',
    'My favourite afternoon anywhere was a wet Tuesday in a village library, reading the local paper with a dictionary, while an old man at the next table kept pointing out the words I got wrong.',
  ].join('\n'),
  pasted: {
    title: 'Notes from a slow traveller',
    text: [
      'Travellers who stay longer in one place report stronger memories of the trip than those who move every day.',
      'Slow trains often cost less than flights once the trip to and from the airport is counted.',
      'Small guesthouses keep more of what visitors spend inside the town than chain hotels do.',
      'A paper map forces you to look up and notice the street you are walking along.',
      'Local markets are the easiest place to learn a few words of a new language.',
      'Unplanned time is when most travellers meet the people they later remember best.',
      'Museums with fewer rooms are easier to see properly in a single visit.',
      'Writing a few lines each evening helps travellers remember the small details of each day.',
      'Sports matches show the everyday life of a town better than most tourist sights do.',
      'Coming home a day early gives the body time to adjust before work begins again.',
    ].join(' '),
  },
};

/** Opens "Add your material (optional)" on /generate and fills it in; the form's other fields are the journey's. */
export const fillMaterial = async (page: Page, material: JourneyMaterial) => {
  await page.getByRole('button', { name: 'Add your material (optional)' }).click();
  await page.getByLabel('Key points').fill(material.keyPoints.join('\n'));
  if (material.stories) await page.getByLabel('Your stories and examples').fill(material.stories);
  if (material.pasted) {
    await page.getByRole('button', { name: /paste text/i }).click();
    const paste = page.getByRole('group', { name: 'Paste a source' });
    await paste.getByLabel('Title (optional)').fill(material.pasted.title);
    await paste.getByLabel('Source text').fill(material.pasted.text);
    await paste.getByRole('button', { name: 'Add text' }).click();
    await expect(page.getByRole('list', { name: 'Your sources' })).toContainText(material.pasted.title);
  }
};
