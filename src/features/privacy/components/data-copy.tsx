import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetPersonalDataExport } from '@generated/api/privacy/privacy';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { useSimahLists } from '@/components/form';
import { useApiErrorText } from '@/lib/error-messages';
import { privacyMessages as m } from '../messages/privacy';
import { copyFileName, saveFile } from './download';
import { PanelSection as Section } from '@/components/panel';

type Format = 'json' | 'pdf';

/**
 * A copy of everything the platform holds on the customer, read fresh from the server when asked for
 * and never kept in the query cache: a JSON file, or a PDF made in the browser by code (pdf-lib and
 * the brand font) loaded only when the PDF is asked for.
 */
export function DataCopy() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const copy = useGetPersonalDataExport({ query: { enabled: false, gcTime: 0, retry: false } });
  const lists = useSimahLists();
  const [busy, setBusy] = useState<Format>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();

  const download = async (format: Format) => {
    setBusy(format);
    setStatus(undefined);
    setError(undefined);
    try {
      const { data, error: failure } = await copy.refetch({ throwOnError: false });
      if (!data) throw failure;
      const name = copyFileName(data.generated_at, format);
      if (format === 'json') {
        saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
      } else {
        const { dataCopyPdf } = await import('../pdf/data-copy-pdf');
        const { profile } = data;
        const names = {
          nationality: lists.nationalities.find(({ code }) => code === profile.nationality)?.name,
          maritalStatus: lists.maritalStatuses.find(({ code }) => code === profile.marital_status)
            ?.name,
          city: lists.cities.find(({ id }) => id === profile.residence_city)?.name,
        };
        saveFile(await dataCopyPdf(data, intl, names), name);
      }
      setStatus(intl.formatMessage(m.copyReady, { name }));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Section aria-labelledby="copy-heading">
      <h2 id="copy-heading">{intl.formatMessage(m.copyHeading)}</h2>
      <p>{intl.formatMessage(m.copyIntro)}</p>
      <Actions>
        <Button type="button" loading={busy === 'json'} onClick={() => void download('json')}>
          {intl.formatMessage(m.downloadJson)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={busy === 'pdf'}
          onClick={() => void download('pdf')}
        >
          {intl.formatMessage(m.downloadPdf)}
        </Button>
      </Actions>
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
    </Section>
  );
}
