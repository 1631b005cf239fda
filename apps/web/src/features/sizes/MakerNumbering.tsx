import type { SizeFamily, SizeMaker } from '@mpx/shared/sizes';
import { Fragment, useId } from 'react';
import { Heading } from '../../ui/Heading';
import { sourceId, sourceParts, type MakerSources } from './model';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS } from './texts';

/**
 * "How each maker's numbers work": each maker of the family's table with its own account of its
 * codes, and the numbered sources its figures come from (the table's Source column points here).
 */
export function MakerNumbering({ family, makers, sources }: { family: SizeFamily; makers: readonly SizeMaker[]; sources: ReadonlyMap<string, MakerSources> }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="sub" id={headingId}>
        {SIZE_GUIDE_TEXTS.numberingTitle}
      </Heading>
      <dl className={styles.makers}>
        {makers.map((maker) => {
          const list = sources.get(maker.id)?.sources ?? [];
          return (
            <Fragment key={maker.id}>
              <dt className={styles.makerName}>{maker.name}</dt>
              <dd className={styles.makerText}>
                <span className={maker.numbering.trim() ? undefined : styles.muted}>{maker.numbering.trim() || SIZE_GUIDE_TEXTS.notDescribed}</span>
                {list.length > 0 && (
                  <ol className={styles.sources} aria-label={`${SIZE_GUIDE_TEXTS.sources}: ${maker.name}`}>
                    {list.map((source, i) => (
                      <li key={source} id={sourceId(family, maker.id, i + 1)} className={styles.sourceItem}>
                        {sourceParts(source).map((part, j) =>
                          part.url ? (
                            <a key={j} href={part.url} target="_blank" rel="noopener noreferrer">
                              {part.text}
                            </a>
                          ) : (
                            <Fragment key={j}>{part.text}</Fragment>
                          ),
                        )}
                      </li>
                    ))}
                  </ol>
                )}
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}
