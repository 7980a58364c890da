import { translate } from '@docusaurus/Translate';
import { cleanText } from '@site/src/lib/linkValue';

/**
 * What the box and the results page say when words of the query were left out because no page
 * has them (see `SearchEngine.answer`): the words, quoted without control characters and cut short.
 */
export function missingWordsNote(missing: readonly string[]): string {
  const words = missing.map((word) => `“${cleanText(word, 40)}”`).join(', ');
  return missing.length === 1
    ? translate({ id: 'theme.SearchBar.missingWord', message: 'No page has {words}: these results leave it out.' }, { words })
    : translate({ id: 'theme.SearchBar.missingWords', message: 'No page has {words}: these results leave them out.' }, { words });
}
