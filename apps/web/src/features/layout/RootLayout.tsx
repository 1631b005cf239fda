import { Outlet } from '@tanstack/react-router';
import { RealtimeEvents } from '../realtime/RealtimeEvents';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './layout.css';

export const MAIN_ID = 'main';

/** Header, page and footer around every route; the skip link lets keyboard users jump past the header. */
export function RootLayout() {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* The signed-in member's one real-time subscription for this tab (nothing for guests). */}
      <RealtimeEvents />
    </>
  );
}
