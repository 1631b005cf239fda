import { Heading } from '../../ui/Heading';
import { Prose } from '../../ui/Text';
import { Page } from '../../entities/site/Page';
import { useSiteConfig } from '../../entities/site/useSiteConfig';
import * as styles from './static.css';

export function AboutPage() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <Page title={`About ${siteName}`} width="prose">
      <div className={styles.sections}>
        <section className={styles.section}>
          <Heading level={2}>Our mission</Heading>
          <Prose>
            <p>
              Every brass player has a drawer of mouthpieces that didn&apos;t quite work out, and every brass player is still looking for the one that will. Our
              mission is to connect those drawers: to help Australian trumpet, cornet, horn, trombone, euphonium and tuba players find the right mouthpiece at a
              fair price, and to keep good mouthpieces in the hands of people who play them.
            </p>
            <p>It is a community noticeboard, not a shop: no listing fees, no commission, no middleman.</p>
          </Prose>
        </section>

        <section className={styles.section}>
          <Heading level={2}>How it works</Heading>
          <Prose>
            <ol className={styles.list}>
              <li>Browse listings by instrument, brand, model, state, condition and price; no account needed.</li>
              <li>Create a free account to message sellers, request a loan to try a mouthpiece, or list your own.</li>
              <li>
                Agree on the details with the other player. Payment happens directly between you, through the seller&apos;s payment link or however you arrange
                it; shipping is extra and arranged between you.
              </li>
              <li>After a deal, rate each other so the next player knows who they are dealing with.</li>
            </ol>
          </Prose>
        </section>

        <section className={styles.section}>
          <Heading level={2}>Our founder</Heading>
          <Prose>
            <p>
              Graham started playing trombone in his school band in regional Victoria and has never put it down. For over thirty years he has played in
              community and brass bands across the country, from Sunday concerts in the park to national band championships, and he still turns up to rehearsal
              every Tuesday night.
            </p>
            <p>
              Like most low brass players, Graham has spent years (and more money than he would like to admit) searching for the perfect mouthpiece, often
              buying one just to try it. Band-room swaps and word-of-mouth sales worked, but only if you knew the right people. He built this exchange so that
              every player in Australia, from the beginner cornetist to the seasoned tubist, can find, try and pass on mouthpieces as easily as swapping them at
              rehearsal.
            </p>
          </Prose>
        </section>

        <section className={styles.section} aria-labelledby="contact-title">
          <Heading level={2} id="contact-title">
            Contact
          </Heading>
          <Prose>
            <p>
              Questions, suggestions or a problem with a listing? We would love to hear from you
              {contactEmail ? (
                <>
                  {' '}
                  at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
                </>
              ) : (
                '.'
              )}
            </p>
          </Prose>
        </section>
      </div>
    </Page>
  );
}
