import { useIntl } from 'react-intl';
import { AuthLayout } from '@/features/auth';
import { Unsubscribe } from '@/features/message-channels';
import { LanguageSwitch } from '../layout/language-switch';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function UnsubscribePage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(pageTitles.unsubscribe)}
      description={intl.formatMessage(pageDescriptions.unsubscribe)}
      topEnd={<LanguageSwitch />}
    >
      <Unsubscribe />
    </AuthLayout>
  );
}
