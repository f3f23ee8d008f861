import styled from 'styled-components';

/** A checkbox before its label, the whole row a target. */
export const CheckboxRow = styled.div`
  margin-bottom: 16px;
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 4px;
    flex: none;
  }
`;
