import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FinancingRequest } from '@generated/model';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { useSession } from '@/lib/session/session';
import type { LendingLimits } from '@/lib/lending/lending-rules';
import { useDeferredData } from '@/lib/browser/use-deferred-data';
import { useLendingLimits } from '@/lib/lending/use-lending-limits';
import { useFinancingDocuments } from '../../api/documents';
import { useFinancingLimits } from '../../api/lookups';
import { usePrefill } from '../../api/prefill';
import { useFinancingRequest } from '../../api/request';
import { stepMessages, wizardMessages as w } from '../../messages/wizard';
import {
  firstIncompleteStep,
  isFormStep,
  STEPS,
  stepMissing,
  type StepId,
} from '../../schemas/steps';
import { applicantOf, fromProfile, withDefaults } from '../../schemas/lending';
import { toWizardValues, type WizardValues } from '../../schemas/values';
import { useTypesWithSubTypes } from '../steps/employment-fields';
import { missingDocuments } from '../detail/missing-documents';
import { PrefillPanel, PrefillWaiting } from '../steps/prefill-panel';
import { Card } from '../ui';
import { StepFields } from './step-content';
import { StepForm } from './step-form';
import { StepList } from './step-list';
import { ProfileSource } from './profile-source';
import { BudgetSource } from './budget-source';
import { fromBudget } from '../../schemas/budget-prefill';
import { useMyBudget } from '@/entities/budget';
import { StillRequired } from './still-required';

/** The last step (the uploads) loads when it is opened: the first screen never needs it. */
const DocumentsStep = lazy(() =>
  import('./documents-step').then((module) => ({ default: module.DocumentsStep })),
);

/** What the steps are, painted from the prerendered page (it needs no data) and kept as it is. */
function WizardLead() {
  const intl = useIntl();
  return <p>{intl.formatMessage(w.lead)}</p>;
}

type WizardInputs = {
  limits: ReturnType<typeof useFinancingLimits>;
  lending: LendingLimits;
  typesWithSubTypes: string[];
  /** The profile's facts by value: a re-read session must not reset what is being typed. */
  factsKey: string;
};

/** What the steps take besides the request: the same object until one of its parts changes. */
function useWizardInputs(): WizardInputs {
  const limits = useFinancingLimits();
  const lending = useLendingLimits();
  const typesWithSubTypes = useTypesWithSubTypes();
  const session = useSession();
  const profile = session.status === 'authenticated' ? session.profile : null;
  const factsKey = JSON.stringify(
    profile && {
      birthday: profile.birthday,
      nationality: profile.nationality,
      marital_status: profile.marital_status,
      residence_city: profile.residence_city,
    },
  );
  return useMemo(
    () => ({ limits, lending, typesWithSubTypes, factsKey }),
    [limits, lending, typesWithSubTypes, factsKey],
  );
}

type Facts = Parameters<typeof fromProfile>[1];

// A memo component: the request and the inputs reach it in a deferred render (FinancingWizard).
const Wizard = memo(function Wizard({
  request,
  inputs,
}: {
  request: FinancingRequest;
  inputs: WizardInputs;
}) {
  const intl = useIntl();
  const [step, setStep] = useState<StepId>(() => firstIncompleteStep(request.missing_fields));
  const [drafts, setDrafts] = useState<Partial<Record<StepId, WizardValues>>>({});
  const current = useRef<WizardValues>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { limits, lending, typesWithSubTypes, factsKey } = inputs;
  const prefill = usePrefill(request.id);
  const documents = useFinancingDocuments(request.id);
  const documentsMissing = documents.data && missingDocuments(documents.data).length;
  const index = STEPS.indexOf(step);
  const fetchedAt = request.financing_data_fetched_at;
  const [financialDraftAt, setFinancialDraftAt] = useState(fetchedAt);

  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const open = (next: StepId) => {
    setDrafts((all) => ({ ...all, [step]: current.current }));
    if (step === 'financial') setFinancialDraftAt(fetchedAt);
    moved.current = true;
    setStep(next);
  };
  const saved = () => {
    setDrafts(({ [step]: _saved, ...rest }) => rest);
    moved.current = true;
    setStep(STEPS[index + 1]);
  };
  // A pre-fill that completed after the financial draft was kept wins over the draft.
  const draft = step === 'financial' && financialDraftAt !== fetchedAt ? undefined : drafts[step];
  const budget = useMyBudget();
  const start = useMemo(() => {
    if (draft) return { values: draft, fields: [], budgetFields: [] };
    const saved = withDefaults(toWizardValues(request), request, lending);
    const profiled =
      step === 'additional'
        ? fromProfile(saved, JSON.parse(factsKey) as Facts, new Date())
        : { values: saved, fields: [] };
    if (!isFormStep(step)) return { ...profiled, budgetFields: [] };
    const budgeted = fromBudget(profiled.values, step, budget);
    return { ...profiled, values: budgeted.values, budgetFields: budgeted.fields };
  }, [draft, request, lending, step, factsKey, budget]);
  const missing = stepMissing(step, request.missing_fields);
  const waiting = step === 'financial' && prefill.pending;

  return (
    <>
      <WizardLead />
      <StepList
        current={step}
        missing={request.missing_fields}
        documentsMissing={documentsMissing}
        onOpen={open}
      />
      <p>{intl.formatMessage(w.stepOf, { current: index + 1, total: STEPS.length })}</p>
      <h2 ref={heading} tabIndex={-1}>
        {intl.formatMessage(stepMessages[step])}
      </h2>
      {step === 'financial' && !waiting && <PrefillPanel prefill={prefill} fetchedAt={fetchedAt} />}
      {!isFormStep(step) ? (
        <Suspense fallback={<PageLoading />}>
          <DocumentsStep requestId={request.id} onBack={() => open(STEPS[index - 1])} />
        </Suspense>
      ) : waiting ? (
        <PrefillWaiting />
      ) : (
        <StepForm
          key={`${step}-${fetchedAt ?? ''}`}
          step={step}
          request={request}
          initialValues={start.values}
          context={{
            ...limits,
            typesWithSubTypes,
            price: request.estimated_price,
            lending,
            applicant: applicantOf(request),
          }}
          onBack={index > 0 ? () => open(STEPS[index - 1]) : undefined}
          onSaved={saved}
        >
          <FormSpy<WizardValues>
            subscription={{ values: true }}
            onChange={({ values }) => {
              current.current = values;
            }}
          />
          <StillRequired step={step} missing={missing} />
          <ProfileSource fields={start.fields} />
          <BudgetSource fields={start.budgetFields} />
          <StepFields step={step} request={request} />
        </StepForm>
      )}
    </>
  );
});

/**
 * The request's steps, loaded from the server; locked once the request can no longer be edited. The
 * steps render as a deferred update when the request or the lookups arrive (src/lib/browser/use-deferred-data).
 */
export function FinancingWizard({ requestId }: { requestId: number }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const query = useFinancingRequest(requestId);
  const request = useDeferredData(query.data);
  if (query.isError)
    return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (!request)
    return (
      <>
        <WizardLead />
        <PageLoading />
      </>
    );
  if (!request.allowed_actions.includes('edit')) {
    return (
      <Card as="div">
        <p>{intl.formatMessage(w.locked)}</p>
        <Link href={paths.financingRequest.getHref(requestId)}>
          {intl.formatMessage(w.backToRequest)}
        </Link>
      </Card>
    );
  }
  return <WizardWithInputs request={request} />;
}

/** The steps with their lookups, which also reach them in a deferred render as they arrive. */
function WizardWithInputs({ request }: { request: FinancingRequest }) {
  return <Wizard request={request} inputs={useDeferredData(useWizardInputs())} />;
}
