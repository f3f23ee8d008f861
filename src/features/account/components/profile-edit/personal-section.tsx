import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from '@generated/model';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { useHasKeptForm } from '@/components/form';
import { profileEditMessages as m } from '../../messages/profile-edit';
import { ProfileDetails } from '../profile-details';
import { Section } from '../ui';
import { PhoneChange } from './phone-change';
import { PROFILE_EDIT_HEADING, ProfileEditForm } from './profile-edit-form';

type Mode = 'view' | 'edit' | 'phone';

/** The personal details, and from them editing the details or changing the mobile number. */
export function PersonalSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  // Back after signing in again: the form the expired session interrupted opens with what was typed.
  const keptEdit = useHasKeptForm(PROFILE_EDIT_HEADING);
  const [mode, setMode] = useState<Mode>(keptEdit ? 'edit' : 'view');
  const [notice, setNotice] = useState<string>();
  const opened = useRef<HTMLDivElement>(null);
  const opener = useRef<Mode>('view');

  useEffect(() => {
    if (mode === 'view') {
      if (opener.current !== 'view') document.getElementById(`open-${opener.current}`)?.focus();
      return undefined;
    }
    const section = opened.current;
    if (!section) return undefined;
    // The first field has the focus; a form still loading its lists gets it as its fields appear,
    // unless the customer has gone elsewhere meanwhile.
    const focusFirstField = () => {
      const field = section.querySelector<HTMLElement>('input, select');
      const free =
        document.activeElement === document.body || section.contains(document.activeElement);
      if (field && free) field.focus();
      return Boolean(field);
    };
    if (focusFirstField()) return undefined;
    const watch = new MutationObserver(() => {
      if (focusFirstField()) watch.disconnect();
    });
    watch.observe(section, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [mode]);

  const open = (next: Mode) => {
    setNotice(undefined);
    opener.current = next;
    setMode(next);
  };

  return (
    <>
      <ProfileDetails profile={profile}>
        {mode === 'view' && (
          <Actions>
            <Button id="open-edit" type="button" onClick={() => open('edit')}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button id="open-phone" type="button" variant="secondary" onClick={() => open('phone')}>
              {intl.formatMessage(m.changePhone)}
            </Button>
          </Actions>
        )}
        <p role="status">{notice}</p>
      </ProfileDetails>
      {mode !== 'view' && (
        <Section ref={opened}>
          {mode === 'edit' ? (
            <ProfileEditForm
              profile={profile}
              onDone={(saved) => {
                setMode('view');
                if (saved) setNotice(intl.formatMessage(m.saved));
              }}
            />
          ) : (
            <PhoneChange
              onDone={(phone) => {
                setMode('view');
                if (phone) setNotice(intl.formatMessage(m.phoneChanged, { phone }));
              }}
            />
          )}
        </Section>
      )}
    </>
  );
}
