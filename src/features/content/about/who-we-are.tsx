import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { Prose } from '../components/prose';
import { SupportInfo } from '../components/support-info';
import { aboutMessages as m } from '../messages/about';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  a {
    font-weight: 600;
  }
`;

/** Who the platform is for, what it does, how it works and why it can be trusted. */
export function WhoWeAre() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const section = (id: string, title: string, body: ReactNode) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );
  return (
    <Prose>
      <p className="lead">{text(m.lead)}</p>
      {section('about-what', text(m.whatTitle), <p>{text(m.whatP1)}</p>)}
      {section(
        'about-beneficiaries',
        text(m.beneficiariesTitle),
        <ul>
          {[
            m.beneficiariesBrowse,
            m.beneficiariesReserve,
            m.beneficiariesFinance,
            m.beneficiariesFree,
          ].map((item) => (
            <li key={item.id}>{text(item)}</li>
          ))}
        </ul>,
      )}
      {section('about-providers', text(m.providersTitle), <p>{text(m.providersP1)}</p>)}
      {section(
        'about-how',
        text(m.howTitle),
        <ol>
          {[m.howAccount, m.howFind, m.howRequest, m.howChoose].map((step) => (
            <li key={step.id}>{text(step)}</li>
          ))}
        </ol>,
      )}
      {section(
        'about-trust',
        text(m.trustTitle),
        <>
          <p>{text(m.trustP1)}</p>
          <Links>
            <Link href={paths.privacyPolicy.getHref()}>{text(m.privacyLink)}</Link>
            <Link href={paths.terms.getHref()}>{text(m.termsLink)}</Link>
          </Links>
        </>,
      )}
      <SupportInfo />
      <Links>
        <Link href={paths.projects.getHref()}>{text(m.browse)}</Link>
        <Link href={paths.contactUs.getHref()}>{text(m.contact)}</Link>
      </Links>
    </Prose>
  );
}
