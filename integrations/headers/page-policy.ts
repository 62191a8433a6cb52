import {
  addBuildHashes,
  astroPolicyIn,
  astroPolicyRemoval,
  inlineFacts,
  inlinePartsOf,
  keptText,
  type InlineFacts,
  type InlinePart,
} from '../csp.ts';
import { parsePage, type ParsedPage } from '../html/parsed-page.ts';
import { spliced, type Splice } from '../html/splices.ts';

// What `_headers` needs to know of each page, learnt once when the page is finished: the
// build's hashes Astro's meta policy named in it, and what it holds inline.

/** What `_headers` needs to know of one page: the build's hashes Astro's policy named in it
 * (null: it had none) and what the page holds inline (integrations/csp.ts `inlineFacts`). */
export interface PagePolicyFacts {
  built: { scripts: string[]; styles: string[] } | null;
  inline: InlineFacts;
}

/**
 * The policy facts of a read page, and the change that takes Astro's meta policy out (the
 * header carries it); what the page holds inline is judged as it will be served.
 */
export function pagePolicyFacts(page: ParsedPage): { splices: Splice[]; facts: PagePolicyFacts } {
  const policy = astroPolicyIn(page);
  let built: PagePolicyFacts['built'] = null;
  if (policy !== null) {
    const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
    addBuildHashes(policy.policy, hashes);
    built = {
      scripts: [...hashes.scripts].map(keptText),
      styles: [...hashes.styles].map(keptText),
    };
  }
  const splices = astroPolicyRemoval(page);
  const stays = ({ at }: InlinePart) => !splices.some(({ start, end }) => at >= start && at < end);
  const parts = inlinePartsOf(page);
  const inline = inlineFacts({
    scripts: parts.scripts.filter(stays),
    styles: parts.styles.filter(stays),
    handlers: parts.handlers.filter(stays),
  });
  return { splices, facts: { built, inline } };
}

/** A page as built, without Astro's meta policy (the header carries it), and its policy facts. */
export function policyFactsOf(html: string): { html: string; facts: PagePolicyFacts } {
  const { splices, facts } = pagePolicyFacts(parsePage(html));
  return { html: spliced(html, splices), facts };
}
