import styled from 'styled-components';
import { controlStyles } from './field-shell';

export const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  > legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 8px;
  }
  > p > span {
    display: block;
  }
  label {
    font-weight: 600;
  }
  input:not([type='radio']),
  select {
    ${controlStyles}
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

export const Calendars = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  border: 0;
  padding: 0;
  margin: 0 0 8px;
  legend {
    float: inline-start;
    margin-inline-end: 8px;
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    font-weight: 400;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

export const DateParts = styled.div`
  display: grid;
  grid-template-columns: 5rem minmax(8rem, 1fr) 6rem;
  gap: 12px;
  margin-bottom: 4px;
  > div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;
