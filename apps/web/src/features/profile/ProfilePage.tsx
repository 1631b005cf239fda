import { PROFILE_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnProfile } from '../../lib/apiTypes';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { Page } from '../../entities/site/Page';
import { ReceivedRatings } from '../../entities/user/ReceivedRatings';
import { RATINGS_PAGE_TEXTS } from '../../entities/user/ratingTexts';
import { ProfileSavedSearches } from '../searches/ProfileSavedSearches';
import { MySetup } from '../setup/MySetup';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { QuickStartGuide } from './QuickStartGuide';

export function ProfilePage() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.me.queryOptions());
  return (
    <Page title="My Profile" width="prose">
      <QuickStartGuide />
      {profile.isPending ? (
        <Spinner block label="Loading profile..." />
      ) : profile.isError ? (
        <Alert variant="error">{PROFILE_TEXTS.loadFailed}</Alert>
      ) : (
        <>
          <AccountCard profile={profile.data} />
          <MySetup />
          <ReceivedRatings userId={profile.data.user_id} title={RATINGS_PAGE_TEXTS.received} />
          <ProfileSavedSearches />
        </>
      )}
    </Page>
  );
}

/** View ⇄ edit: "Edit" swaps in the form; Save and Cancel both come back to the view. */
function AccountCard({ profile }: { profile: OwnProfile }) {
  // 'view' on arrival; 'returned' after Save/Cancel, so focus goes back to Edit instead of being lost.
  const [mode, setMode] = useState<'view' | 'edit' | 'returned'>('view');
  return (
    <Card as="section">
      {mode === 'edit' ? (
        <ProfileEditForm profile={profile} onDone={() => setMode('returned')} />
      ) : (
        <ProfileDetails profile={profile} onEdit={() => setMode('edit')} focusEdit={mode === 'returned'} />
      )}
    </Card>
  );
}
